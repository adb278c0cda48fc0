/**
* | output |
* | --- |
* | "Payment cannot be opened right now. Please try again." |
*
* @param {Srv_Ticket_Payment_UnavailableInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_payment_unavailable: ((inputs?: Srv_Ticket_Payment_UnavailableInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Payment_UnavailableInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Payment_UnavailableInputs = {};
