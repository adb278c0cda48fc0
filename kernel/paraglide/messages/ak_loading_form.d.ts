/**
* | output |
* | --- |
* | "Loading form…" |
*
* @param {Ak_Loading_FormInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_loading_form: ((inputs?: Ak_Loading_FormInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Loading_FormInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Loading_FormInputs = {};
