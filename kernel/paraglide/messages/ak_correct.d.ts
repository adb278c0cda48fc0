/**
* | output |
* | --- |
* | "Correct Details" |
*
* @param {Ak_CorrectInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct: ((inputs?: Ak_CorrectInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_CorrectInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_CorrectInputs = {};
