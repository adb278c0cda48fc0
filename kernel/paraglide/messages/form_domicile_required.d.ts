/**
* | output |
* | --- |
* | "Home town is required." |
*
* @param {Form_Domicile_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_domicile_required: ((inputs?: Form_Domicile_RequiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Domicile_RequiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Domicile_RequiredInputs = {};
