/**
* | output |
* | --- |
* | "Age or Year of Birth" |
*
* @param {Ak_Age_Or_YearInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_age_or_year: ((inputs?: Ak_Age_Or_YearInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Age_Or_YearInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Age_Or_YearInputs = {};
