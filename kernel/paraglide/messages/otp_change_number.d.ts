/**
* | output |
* | --- |
* | "Change mobile number" |
*
* @param {Otp_Change_NumberInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_change_number: ((inputs?: Otp_Change_NumberInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_Change_NumberInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_Change_NumberInputs = {};
