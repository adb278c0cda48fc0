/**
* | output |
* | --- |
* | "The payment service cannot be reached right now. No order was made and no place is held. Please try again in a moment." |
*
* @param {Order_Payment_UnavailableInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_payment_unavailable: ((inputs?: Order_Payment_UnavailableInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Payment_UnavailableInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Payment_UnavailableInputs = {};
