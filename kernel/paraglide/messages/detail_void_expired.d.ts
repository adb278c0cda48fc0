/**
* | output |
* | --- |
* | "The 15-minute payment window has ended." |
*
* @param {Detail_Void_ExpiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_void_expired: ((inputs?: Detail_Void_ExpiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Void_ExpiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Void_ExpiredInputs = {};
