/**
* | output |
* | --- |
* | "An adult passenger must be 5 years old or over." |
*
* @param {Form_Adult_Too_YoungInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_adult_too_young: ((inputs?: Form_Adult_Too_YoungInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Adult_Too_YoungInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Adult_Too_YoungInputs = {};
