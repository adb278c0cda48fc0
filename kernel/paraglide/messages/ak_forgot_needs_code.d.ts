/**
* | output |
* | --- |
* | "The OTP code has not been verified. Request a new OTP code to reset your password." |
*
* @param {Ak_Forgot_Needs_CodeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_forgot_needs_code: ((inputs?: Ak_Forgot_Needs_CodeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Forgot_Needs_CodeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Forgot_Needs_CodeInputs = {};
