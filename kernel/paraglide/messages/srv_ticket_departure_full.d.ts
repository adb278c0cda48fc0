/**
* | output |
* | --- |
* | "This departure is full." |
*
* @param {Srv_Ticket_Departure_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_departure_full: ((inputs?: Srv_Ticket_Departure_FullInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Departure_FullInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Departure_FullInputs = {};
