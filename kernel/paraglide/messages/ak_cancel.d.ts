/**
* | output |
* | --- |
* | "Cancel Ticket" |
*
* @param {Ak_CancelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_cancel: ((inputs?: Ak_CancelInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_CancelInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_CancelInputs = {};
