/**
* | output |
* | --- |
* | "Password changed." |
*
* @param {Ak_Password_SavedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_password_saved: ((inputs?: Ak_Password_SavedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Password_SavedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Password_SavedInputs = {};
