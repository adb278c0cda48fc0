/**
* | output |
* | --- |
* | "The OTP code is correct. Creating your account…" |
*
* @param {Otp_Creating_AccountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_creating_account: ((inputs?: Otp_Creating_AccountInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_Creating_AccountInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_Creating_AccountInputs = {};
