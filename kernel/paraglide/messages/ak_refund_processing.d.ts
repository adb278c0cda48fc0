/**
* | output |
* | --- |
* | "Being processed" |
*
* @param {Ak_Refund_ProcessingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_processing: ((inputs?: Ak_Refund_ProcessingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Refund_ProcessingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Refund_ProcessingInputs = {};
