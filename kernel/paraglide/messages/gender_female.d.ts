/**
* | output |
* | --- |
* | "Female" |
*
* @param {Gender_FemaleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const gender_female: ((inputs?: Gender_FemaleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gender_FemaleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gender_FemaleInputs = {};
