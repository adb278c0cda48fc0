/**
* | output |
* | --- |
* | "Age / gender" |
*
* @param {Pdf_Age_GenderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_age_gender: ((inputs?: Pdf_Age_GenderInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Age_GenderInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Age_GenderInputs = {};
