/**
* | output |
* | --- |
* | "Preparing Book Again…" |
*
* @param {Again_PreparingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_preparing: ((inputs?: Again_PreparingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_PreparingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_PreparingInputs = {};
