/**
* | output |
* | --- |
* | "The OTP code could not be sent. Please try again in a moment." |
*
* @param {Ak_Otp_Send_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_otp_send_failed: ((inputs?: Ak_Otp_Send_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Otp_Send_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Otp_Send_FailedInputs = {};
