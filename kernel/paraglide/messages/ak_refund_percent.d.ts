/**
* | output |
* | --- |
* | "Percentage" |
*
* @param {Ak_Refund_PercentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_percent: ((inputs?: Ak_Refund_PercentInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Refund_PercentInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Refund_PercentInputs = {};
