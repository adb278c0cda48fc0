/**
* | output |
* | --- |
* | "Register Again" |
*
* @param {Otp_Register_AgainInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_register_again: ((inputs?: Otp_Register_AgainInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_Register_AgainInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_Register_AgainInputs = {};
