/**
* | output |
* | --- |
* | "seconds" |
*
* @param {Otp_SecondsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_seconds: ((inputs?: Otp_SecondsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_SecondsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_SecondsInputs = {};
