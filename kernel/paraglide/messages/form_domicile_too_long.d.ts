/**
* | output |
* | --- |
* | "Home town can be at most 100 characters." |
*
* @param {Form_Domicile_Too_LongInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_domicile_too_long: ((inputs?: Form_Domicile_Too_LongInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Domicile_Too_LongInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Domicile_Too_LongInputs = {};
