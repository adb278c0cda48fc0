/**
* | output |
* | --- |
* | "An OTP code was already sent. Please wait {seconds} seconds before requesting a new one." |
*
* @param {Ak_Otp_WaitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_otp_wait: ((inputs: Ak_Otp_WaitInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Otp_WaitInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Otp_WaitInputs = {
    seconds: NonNullable<unknown>;
};
