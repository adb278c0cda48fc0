/**
* | output |
* | --- |
* | "The new departure is not open for sale." |
*
* @param {Srv_Ticket_Departure_ClosedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_departure_closed: ((inputs?: Srv_Ticket_Departure_ClosedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Departure_ClosedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Departure_ClosedInputs = {};
