/**
* | output |
* | --- |
* | "Password must be at least 8 characters" |
*
* @param {Form_Password_MinInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_password_min: ((inputs?: Form_Password_MinInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Password_MinInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Password_MinInputs = {};
