/**
* | output |
* | --- |
* | "{age} years, {domicile}" |
*
* @param {Pdf_Manifest_ValueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_manifest_value: ((inputs: Pdf_Manifest_ValueInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Manifest_ValueInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Manifest_ValueInputs = {
    age: NonNullable<unknown>;
    domicile: NonNullable<unknown>;
};
