/**
* | output |
* | --- |
* | "The order was cancelled before it was paid." |
*
* @param {Detail_Void_CancelledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_void_cancelled: ((inputs?: Detail_Void_CancelledInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Void_CancelledInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Void_CancelledInputs = {};
