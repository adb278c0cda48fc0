/**
* | output |
* | --- |
* | "Boarding Code" |
*
* @param {Detail_Boarding_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_boarding_title: ((inputs?: Detail_Boarding_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Boarding_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Boarding_TitleInputs = {};
