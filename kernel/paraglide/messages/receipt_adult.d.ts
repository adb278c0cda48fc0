/**
* | output |
* | --- |
* | "Adult" |
*
* @param {Receipt_AdultInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_adult: ((inputs?: Receipt_AdultInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_AdultInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_AdultInputs = {};
