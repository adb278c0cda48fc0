/**
* | output |
* | --- |
* | "Save Password" |
*
* @param {Ak_Save_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_save_password: ((inputs?: Ak_Save_PasswordInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Save_PasswordInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Save_PasswordInputs = {};
