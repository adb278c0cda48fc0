/**
* | output |
* | --- |
* | "Name can be at most 100 characters." |
*
* @param {Form_Name_Too_LongInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_name_too_long: ((inputs?: Form_Name_Too_LongInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Name_Too_LongInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Name_Too_LongInputs = {};
