/**
* | output |
* | --- |
* | "mobile number" |
*
* @param {Again_Field_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_field_phone: ((inputs?: Again_Field_PhoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Field_PhoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Field_PhoneInputs = {};
