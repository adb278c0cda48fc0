/**
* | output |
* | --- |
* | "Waiting for the operator to pay" |
*
* @param {Ak_Refund_DueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_due: ((inputs?: Ak_Refund_DueInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Refund_DueInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Refund_DueInputs = {};
