/**
* | output |
* | --- |
* | "Not Paid" |
*
* @param {Detail_Unpaid_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_unpaid_title: ((inputs?: Detail_Unpaid_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Unpaid_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Unpaid_TitleInputs = {};
