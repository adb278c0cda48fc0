/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Ak_Confirm_New_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_new_password: ((inputs?: Ak_Confirm_New_PasswordInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Confirm_New_PasswordInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Confirm_New_PasswordInputs = {};
