/**
* | output |
* | --- |
* | "Fill In Myself" |
*
* @param {Again_SkipInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_skip: ((inputs?: Again_SkipInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_SkipInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_SkipInputs = {};
