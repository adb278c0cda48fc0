/**
* | output |
* | --- |
* | "Other" |
*
* @param {Notice_Reason_LainnyaInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_reason_lainnya: ((inputs?: Notice_Reason_LainnyaInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Reason_LainnyaInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Reason_LainnyaInputs = {};
