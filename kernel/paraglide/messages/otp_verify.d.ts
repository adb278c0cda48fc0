/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Otp_VerifyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_verify: ((inputs?: Otp_VerifyInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_VerifyInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_VerifyInputs = {};
