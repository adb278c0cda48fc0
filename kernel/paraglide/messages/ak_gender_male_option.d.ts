/**
* | output |
* | --- |
* | "Male" |
*
* @param {Ak_Gender_Male_OptionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_gender_male_option: ((inputs?: Ak_Gender_Male_OptionInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Gender_Male_OptionInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Gender_Male_OptionInputs = {};
