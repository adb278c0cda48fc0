/**
* | output |
* | --- |
* | "Method" |
*
* @param {Pdf_MethodInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_method: ((inputs?: Pdf_MethodInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_MethodInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_MethodInputs = {};
