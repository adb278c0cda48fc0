/**
* | output |
* | --- |
* | "Help Centre" |
*
* @param {Detail_Help_CentreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_help_centre: ((inputs?: Detail_Help_CentreInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Help_CentreInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Help_CentreInputs = {};
