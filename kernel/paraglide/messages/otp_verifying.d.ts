/**
* | output |
* | --- |
* | "Verifying…" |
*
* @param {Otp_VerifyingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_verifying: ((inputs?: Otp_VerifyingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_VerifyingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_VerifyingInputs = {};
