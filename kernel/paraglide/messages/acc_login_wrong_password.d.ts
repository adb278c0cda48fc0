/**
* | output |
* | --- |
* | "Your password is wrong. Please try again." |
*
* @param {Acc_Login_Wrong_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const acc_login_wrong_password: ((inputs?: Acc_Login_Wrong_PasswordInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acc_Login_Wrong_PasswordInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acc_Login_Wrong_PasswordInputs = {};
