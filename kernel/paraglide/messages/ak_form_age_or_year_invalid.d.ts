/**
* | output |
* | --- |
* | "Enter a valid age (a number) or year of birth (4 digits)." |
*
* @param {Ak_Form_Age_Or_Year_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_age_or_year_invalid: ((inputs?: Ak_Form_Age_Or_Year_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Form_Age_Or_Year_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Form_Age_Or_Year_InvalidInputs = {};
