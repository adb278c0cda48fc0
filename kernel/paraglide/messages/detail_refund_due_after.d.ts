/**
* | output |
* | --- |
* | "for your refund." |
*
* @param {Detail_Refund_Due_AfterInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_refund_due_after: ((inputs?: Detail_Refund_Due_AfterInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Refund_Due_AfterInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Refund_Due_AfterInputs = {};
