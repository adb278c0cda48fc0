/**
* | output |
* | --- |
* | "Payment time is up" |
*
* @param {Saya_Payment_EndedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_payment_ended: ((inputs?: Saya_Payment_EndedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saya_Payment_EndedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saya_Payment_EndedInputs = {};
