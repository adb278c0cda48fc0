/**
* | output |
* | --- |
* | "This ticket has not been paid." |
*
* @param {Srv_Ticket_Not_PaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_not_paid: ((inputs?: Srv_Ticket_Not_PaidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Not_PaidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Not_PaidInputs = {};
