/**
* | output |
* | --- |
* | "Vehicle Class" |
*
* @param {Ak_Class_FieldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_class_field: ((inputs?: Ak_Class_FieldInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Class_FieldInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Class_FieldInputs = {};
