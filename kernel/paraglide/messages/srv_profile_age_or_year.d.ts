/**
* | output |
* | --- |
* | "Enter the age or the birth year, not both." |
*
* @param {Srv_Profile_Age_Or_YearInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_age_or_year: ((inputs?: Srv_Profile_Age_Or_YearInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Profile_Age_Or_YearInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Profile_Age_Or_YearInputs = {};
