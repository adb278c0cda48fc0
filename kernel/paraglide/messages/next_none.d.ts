/**
* | output |
* | --- |
* | "No other departure on this route has tickets left in the next 7 days." |
*
* @param {Next_NoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const next_none: ((inputs?: Next_NoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Next_NoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Next_NoneInputs = {};
