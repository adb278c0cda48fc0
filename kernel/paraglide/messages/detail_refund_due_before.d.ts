/**
* | output |
* | --- |
* | "This departure was full when your payment arrived. Contact the" |
*
* @param {Detail_Refund_Due_BeforeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_refund_due_before: ((inputs?: Detail_Refund_Due_BeforeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Refund_Due_BeforeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Refund_Due_BeforeInputs = {};
