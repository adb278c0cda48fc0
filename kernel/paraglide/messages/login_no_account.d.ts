/**
* | output |
* | --- |
* | "No account yet?" |
*
* @param {Login_No_AccountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_no_account: ((inputs?: Login_No_AccountInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_No_AccountInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_No_AccountInputs = {};
