/**
* | output |
* | --- |
* | "The payment service cannot be reached right now. The departure has not changed and no seat is held. Please try again in a moment." |
*
* @param {Ak_Rs_Payment_UnavailableInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_payment_unavailable: ((inputs?: Ak_Rs_Payment_UnavailableInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Payment_UnavailableInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Payment_UnavailableInputs = {};
