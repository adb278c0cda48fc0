/**
* | output |
* | --- |
* | "Mobile Number" |
*
* @param {Field_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const field_phone: ((inputs?: Field_PhoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_PhoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_PhoneInputs = {};
