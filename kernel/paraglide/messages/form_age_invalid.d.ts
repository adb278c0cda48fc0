/**
* | output |
* | --- |
* | "Age must be a valid number." |
*
* @param {Form_Age_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_age_invalid: ((inputs?: Form_Age_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Age_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Age_InvalidInputs = {};
