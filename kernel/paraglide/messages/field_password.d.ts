/**
* | output |
* | --- |
* | "Password" |
*
* @param {Field_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const field_password: ((inputs?: Field_PasswordInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_PasswordInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_PasswordInputs = {};
