/**
* | output |
* | --- |
* | "No verification in progress. If the page was reloaded, please register again: for your security, your password is not kept on this device." |
*
* @param {Otp_No_FlowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_no_flow: ((inputs?: Otp_No_FlowInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_No_FlowInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_No_FlowInputs = {};
