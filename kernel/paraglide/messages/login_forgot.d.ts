/**
* | output |
* | --- |
* | "Forgot Password?" |
*
* @param {Login_ForgotInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_forgot: ((inputs?: Login_ForgotInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_ForgotInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_ForgotInputs = {};
