/**
* | output |
* | --- |
* | "Password changed. Please sign in with your new password." |
*
* @param {Login_Password_ResetInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_password_reset: ((inputs?: Login_Password_ResetInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_Password_ResetInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_Password_ResetInputs = {};
