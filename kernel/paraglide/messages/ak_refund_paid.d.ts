/**
* | output |
* | --- |
* | "Paid by the operator" |
*
* @param {Ak_Refund_PaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_paid: ((inputs?: Ak_Refund_PaidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Refund_PaidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Refund_PaidInputs = {};
