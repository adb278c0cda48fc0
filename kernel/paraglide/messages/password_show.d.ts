/**
* | output |
* | --- |
* | "Show" |
*
* @param {Password_ShowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const password_show: ((inputs?: Password_ShowInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_ShowInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_ShowInputs = {};
