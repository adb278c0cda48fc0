/**
* | output |
* | --- |
* | "There is no fare for the new departure yet." |
*
* @param {Srv_Ticket_No_FareInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_no_fare: ((inputs?: Srv_Ticket_No_FareInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_No_FareInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_No_FareInputs = {};
