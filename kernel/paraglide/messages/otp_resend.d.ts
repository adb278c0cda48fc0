/**
* | output |
* | --- |
* | "Resend Code" |
*
* @param {Otp_ResendInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_resend: ((inputs?: Otp_ResendInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_ResendInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_ResendInputs = {};
