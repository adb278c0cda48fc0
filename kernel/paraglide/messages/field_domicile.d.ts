/**
* | output |
* | --- |
* | "Home Town" |
*
* @param {Field_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const field_domicile: ((inputs?: Field_DomicileInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_DomicileInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_DomicileInputs = {};
