/**
* | output |
* | --- |
* | "Payment Successful" |
*
* @param {Detail_Paid_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_paid_title: ((inputs?: Detail_Paid_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Paid_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Paid_TitleInputs = {};
