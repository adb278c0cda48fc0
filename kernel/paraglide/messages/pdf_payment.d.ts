/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Pdf_PaymentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_payment: ((inputs?: Pdf_PaymentInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_PaymentInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_PaymentInputs = {};
