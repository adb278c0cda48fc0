/**
* | output |
* | --- |
* | "Enter the 6-digit OTP code we sent to" |
*
* @param {Otp_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_intro: ((inputs?: Otp_IntroInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_IntroInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_IntroInputs = {};
