/**
* | output |
* | --- |
* | "Continue to Payment" |
*
* @param {Ak_Pending_PayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_pay: ((inputs?: Ak_Pending_PayInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Pending_PayInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Pending_PayInputs = {};
