/**
* | output |
* | --- |
* | "Reference Number" |
*
* @param {Pdf_InvoiceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_invoice: ((inputs?: Pdf_InvoiceInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_InvoiceInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_InvoiceInputs = {};
