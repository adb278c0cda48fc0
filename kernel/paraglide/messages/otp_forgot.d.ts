/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Otp_ForgotInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_forgot: ((inputs?: Otp_ForgotInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_ForgotInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_ForgotInputs = {};
