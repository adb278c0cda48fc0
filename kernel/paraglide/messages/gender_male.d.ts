/**
* | output |
* | --- |
* | "Male" |
*
* @param {Gender_MaleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const gender_male: ((inputs?: Gender_MaleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gender_MaleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gender_MaleInputs = {};
