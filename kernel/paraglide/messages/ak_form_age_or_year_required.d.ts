/**
* | output |
* | --- |
* | "Age or year of birth is required." |
*
* @param {Ak_Form_Age_Or_Year_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_age_or_year_required: ((inputs?: Ak_Form_Age_Or_Year_RequiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Form_Age_Or_Year_RequiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Form_Age_Or_Year_RequiredInputs = {};
