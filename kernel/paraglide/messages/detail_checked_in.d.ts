/**
* | output |
* | --- |
* | "Checked in" |
*
* @param {Detail_Checked_InInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_checked_in: ((inputs?: Detail_Checked_InInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Checked_InInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Checked_InInputs = {};
