/**
* | output |
* | --- |
* | "Yes, Request Refund" |
*
* @param {Ak_Confirm_RefundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_refund: ((inputs?: Ak_Confirm_RefundInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Confirm_RefundInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Confirm_RefundInputs = {};
