/**
* | output |
* | --- |
* | "Weather / harbour master's clearance" |
*
* @param {Notice_Reason_CuacaInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_reason_cuaca: ((inputs?: Notice_Reason_CuacaInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Reason_CuacaInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Reason_CuacaInputs = {};
