/**
* | output |
* | --- |
* | "The new departure is too soon or outside the booking window." |
*
* @param {Srv_Ticket_Departure_Too_SoonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_departure_too_soon: ((inputs?: Srv_Ticket_Departure_Too_SoonInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Departure_Too_SoonInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Departure_Too_SoonInputs = {};
