/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Ak_Refund_RefundedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_refunded: ((inputs?: Ak_Refund_RefundedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Refund_RefundedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Refund_RefundedInputs = {};
