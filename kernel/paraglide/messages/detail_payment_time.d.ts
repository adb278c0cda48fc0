/**
* | output |
* | --- |
* | "Payment Time" |
*
* @param {Detail_Payment_TimeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_payment_time: ((inputs?: Detail_Payment_TimeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Payment_TimeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Payment_TimeInputs = {};
