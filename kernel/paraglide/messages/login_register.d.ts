/**
* | output |
* | --- |
* | "Register" |
*
* @param {Login_RegisterInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_register: ((inputs?: Login_RegisterInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_RegisterInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_RegisterInputs = {};
