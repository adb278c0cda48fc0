/**
* | output |
* | --- |
* | "An adult passenger must be 5 years or older." |
*
* @param {Ak_Form_Adult_Too_YoungInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_adult_too_young: ((inputs?: Ak_Form_Adult_Too_YoungInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Form_Adult_Too_YoungInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Form_Adult_Too_YoungInputs = {};
