/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Ak_Refund_AmountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_amount: ((inputs?: Ak_Refund_AmountInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Refund_AmountInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Refund_AmountInputs = {};
