/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Field_Confirm_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const field_confirm_password: ((inputs?: Field_Confirm_PasswordInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Confirm_PasswordInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Confirm_PasswordInputs = {};
