/**
* | output |
* | --- |
* | "Password must be at least 8 characters." |
*
* @param {Form_Register_Password_MinInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_register_password_min: ((inputs?: Form_Register_Password_MinInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Register_Password_MinInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Register_Password_MinInputs = {};
