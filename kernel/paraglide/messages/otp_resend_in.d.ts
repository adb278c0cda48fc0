/**
* | output |
* | --- |
* | "Resend the code in" |
*
* @param {Otp_Resend_InInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_resend_in: ((inputs?: Otp_Resend_InInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_Resend_InInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_Resend_InInputs = {};
