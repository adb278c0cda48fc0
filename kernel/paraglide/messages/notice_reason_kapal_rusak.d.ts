/**
* | output |
* | --- |
* | "Ship breakdown" |
*
* @param {Notice_Reason_Kapal_RusakInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_reason_kapal_rusak: ((inputs?: Notice_Reason_Kapal_RusakInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Reason_Kapal_RusakInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Reason_Kapal_RusakInputs = {};
