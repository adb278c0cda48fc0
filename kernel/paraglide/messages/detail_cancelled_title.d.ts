/**
* | output |
* | --- |
* | "Ticket Cancelled" |
*
* @param {Detail_Cancelled_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_cancelled_title: ((inputs?: Detail_Cancelled_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Cancelled_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Cancelled_TitleInputs = {};
