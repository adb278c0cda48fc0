/**
* | output |
* | --- |
* | "Payment Not Completed" |
*
* @param {Detail_Incomplete_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_incomplete_title: ((inputs?: Detail_Incomplete_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Incomplete_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Incomplete_TitleInputs = {};
