/**
* | output |
* | --- |
* | "Check the marked fields." |
*
* @param {Ak_Fix_ErrorsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_fix_errors: ((inputs?: Ak_Fix_ErrorsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Fix_ErrorsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Fix_ErrorsInputs = {};
