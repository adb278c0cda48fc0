/**
* | output |
* | --- |
* | "Age" |
*
* @param {Field_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const field_age: ((inputs?: Field_AgeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_AgeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_AgeInputs = {};
