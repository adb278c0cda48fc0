/**
* | output |
* | --- |
* | "Registration complete. Please sign in with your account." |
*
* @param {Login_RegisteredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_registered: ((inputs?: Login_RegisteredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_RegisteredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_RegisteredInputs = {};
