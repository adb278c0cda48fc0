/**
* | output |
* | --- |
* | "Payment Method" |
*
* @param {Detail_Payment_MethodInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_payment_method: ((inputs?: Detail_Payment_MethodInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Payment_MethodInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Payment_MethodInputs = {};
