/**
* | output |
* | --- |
* | "Show this code to the officer at the port." |
*
* @param {Detail_Boarding_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_boarding_hint: ((inputs?: Detail_Boarding_HintInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Boarding_HintInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Boarding_HintInputs = {};
