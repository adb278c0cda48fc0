/**
* | output |
* | --- |
* | "Save the corrections?" |
*
* @param {Ak_Correct_Confirm_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_confirm_title: ((inputs?: Ak_Correct_Confirm_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Correct_Confirm_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Correct_Confirm_TitleInputs = {};
