/**
* | output |
* | --- |
* | "Amount to pay" |
*
* @param {Ak_Pending_AmountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_amount: ((inputs?: Ak_Pending_AmountInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Pending_AmountInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Pending_AmountInputs = {};
