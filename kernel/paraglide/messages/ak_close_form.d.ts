/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Ak_Close_FormInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_close_form: ((inputs?: Ak_Close_FormInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Close_FormInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Close_FormInputs = {};
