/**
* | output |
* | --- |
* | "Awaiting Payment" |
*
* @param {Status_Awaiting_PaymentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const status_awaiting_payment: ((inputs?: Status_Awaiting_PaymentInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Awaiting_PaymentInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Awaiting_PaymentInputs = {};
