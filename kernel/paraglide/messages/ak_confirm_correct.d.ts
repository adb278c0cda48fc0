/**
* | output |
* | --- |
* | "Yes, Save" |
*
* @param {Ak_Confirm_CorrectInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_correct: ((inputs?: Ak_Confirm_CorrectInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Confirm_CorrectInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Confirm_CorrectInputs = {};
