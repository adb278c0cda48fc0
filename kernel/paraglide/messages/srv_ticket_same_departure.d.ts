/**
* | output |
* | --- |
* | "Choose a departure other than this ticket's." |
*
* @param {Srv_Ticket_Same_DepartureInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_same_departure: ((inputs?: Srv_Ticket_Same_DepartureInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Same_DepartureInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Same_DepartureInputs = {};
