/**
* | output |
* | --- |
* | "These details will change:" |
*
* @param {Ak_Correct_Confirm_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_confirm_intro: ((inputs?: Ak_Correct_Confirm_IntroInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Correct_Confirm_IntroInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Correct_Confirm_IntroInputs = {};
