/**
* | output |
* | --- |
* | "E-ticket {invoice}" |
*
* @param {Pdf_Document_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_document_title: ((inputs: Pdf_Document_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Document_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Document_TitleInputs = {
    invoice: NonNullable<unknown>;
};
