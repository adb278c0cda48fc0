/**
* | output |
* | --- |
* | "Send OTP Code" |
*
* @param {Ak_Send_OtpInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_send_otp: ((inputs?: Ak_Send_OtpInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Send_OtpInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Send_OtpInputs = {};
