/**
* | output |
* | --- |
* | "The earlier ticket could not be loaded." |
*
* @param {Again_Load_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_load_failed: ((inputs?: Again_Load_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Load_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Load_FailedInputs = {};
