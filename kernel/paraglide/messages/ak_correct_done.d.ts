/**
* | output |
* | --- |
* | "The ticket details have been corrected." |
*
* @param {Ak_Correct_DoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_done: ((inputs?: Ak_Correct_DoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Correct_DoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Correct_DoneInputs = {};
