/**
* | output |
* | --- |
* | "Enter the age (e.g. 34) or the year of birth (e.g. 1990). The age is worked out again on the departure date." |
*
* @param {Ak_Age_Or_Year_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_age_or_year_hint: ((inputs?: Ak_Age_Or_Year_HintInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Age_Or_Year_HintInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Age_Or_Year_HintInputs = {};
