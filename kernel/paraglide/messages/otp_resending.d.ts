/**
* | output |
* | --- |
* | "Resending the code…" |
*
* @param {Otp_ResendingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_resending: ((inputs?: Otp_ResendingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_ResendingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_ResendingInputs = {};
