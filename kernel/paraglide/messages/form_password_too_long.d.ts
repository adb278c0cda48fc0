/**
* | output |
* | --- |
* | "Password can be at most 128 characters." |
*
* @param {Form_Password_Too_LongInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_password_too_long: ((inputs?: Form_Password_Too_LongInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Password_Too_LongInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Password_Too_LongInputs = {};
