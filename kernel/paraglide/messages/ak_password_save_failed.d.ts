/**
* | output |
* | --- |
* | "The password could not be changed. Please try again." |
*
* @param {Ak_Password_Save_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_password_save_failed: ((inputs?: Ak_Password_Save_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Password_Save_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Password_Save_FailedInputs = {};
