/**
* | output |
* | --- |
* | "The birth year is not valid." |
*
* @param {Srv_Profile_Birth_Year_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_birth_year_invalid: ((inputs?: Srv_Profile_Birth_Year_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Profile_Birth_Year_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Profile_Birth_Year_InvalidInputs = {};
