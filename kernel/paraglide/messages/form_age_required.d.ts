/**
* | output |
* | --- |
* | "Age is required." |
*
* @param {Form_Age_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_age_required: ((inputs?: Form_Age_RequiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Age_RequiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Age_RequiredInputs = {};
