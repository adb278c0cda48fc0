/**
* | output |
* | --- |
* | "Home town can be at most 100 characters." |
*
* @param {Ak_Form_Domicile_Too_LongInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_domicile_too_long: ((inputs?: Ak_Form_Domicile_Too_LongInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Form_Domicile_Too_LongInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Form_Domicile_Too_LongInputs = {};
