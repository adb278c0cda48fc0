/**
* | output |
* | --- |
* | "A new OTP code has been sent." |
*
* @param {Otp_ResentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_resent: ((inputs?: Otp_ResentInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_ResentInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_ResentInputs = {};
