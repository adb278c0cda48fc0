/**
* | output |
* | --- |
* | "Enter the mobile number of your account. We will send an OTP code to reset your password." |
*
* @param {Ak_Forgot_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_forgot_intro: ((inputs?: Ak_Forgot_IntroInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Forgot_IntroInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Forgot_IntroInputs = {};
