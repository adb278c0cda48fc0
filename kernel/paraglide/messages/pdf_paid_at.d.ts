/**
* | output |
* | --- |
* | "Paid at" |
*
* @param {Pdf_Paid_AtInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_paid_at: ((inputs?: Pdf_Paid_AtInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Paid_AtInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Paid_AtInputs = {};
