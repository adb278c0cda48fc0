/**
* | output |
* | --- |
* | "New Password" |
*
* @param {Ak_New_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_new_password: ((inputs?: Ak_New_PasswordInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_New_PasswordInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_New_PasswordInputs = {};
