/**
* | output |
* | --- |
* | "Status" |
*
* @param {Pdf_StatusInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_status: ((inputs?: Pdf_StatusInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_StatusInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_StatusInputs = {};
