/**
* | output |
* | --- |
* | "Payment time is up. The ticket stays on its original departure." |
*
* @param {Ak_Pending_ExpiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_expired: ((inputs?: Ak_Pending_ExpiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Pending_ExpiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Pending_ExpiredInputs = {};
