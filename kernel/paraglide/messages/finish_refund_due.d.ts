/**
* | output |
* | --- |
* | "We received your payment after the payment deadline, and this departure is now full. Your money will be refunded." |
*
* @param {Finish_Refund_DueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_refund_due: ((inputs?: Finish_Refund_DueInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_Refund_DueInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_Refund_DueInputs = {};
