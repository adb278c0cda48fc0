/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Password_HideInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const password_hide: ((inputs?: Password_HideInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_HideInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_HideInputs = {};
