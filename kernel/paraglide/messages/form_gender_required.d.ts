/**
* | output |
* | --- |
* | "Gender is required." |
*
* @param {Form_Gender_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_gender_required: ((inputs?: Form_Gender_RequiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Gender_RequiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Gender_RequiredInputs = {};
