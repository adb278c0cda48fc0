/**
* | output |
* | --- |
* | "Correct the details to match the ID card and vehicle registration. Corrections are free until check-in." |
*
* @param {Ak_Correct_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_intro: ((inputs?: Ak_Correct_IntroInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Correct_IntroInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Correct_IntroInputs = {};
