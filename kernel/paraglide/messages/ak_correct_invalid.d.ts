/**
* | output |
* | --- |
* | "The details could not be saved. Check your entries, including ages that match each passenger type." |
*
* @param {Ak_Correct_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_invalid: ((inputs?: Ak_Correct_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Correct_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Correct_InvalidInputs = {};
