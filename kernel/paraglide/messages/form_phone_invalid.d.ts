/**
* | output |
* | --- |
* | "The mobile number you entered is not valid." |
*
* @param {Form_Phone_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_phone_invalid: ((inputs?: Form_Phone_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Phone_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Phone_InvalidInputs = {};
