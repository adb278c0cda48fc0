/**
* | output |
* | --- |
* | "Passwords do not match." |
*
* @param {Form_Password_MismatchInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_password_mismatch: ((inputs?: Form_Password_MismatchInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Password_MismatchInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Password_MismatchInputs = {};
