/**
* | output |
* | --- |
* | "The new departure must be on the same route." |
*
* @param {Srv_Ticket_Other_RouteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_other_route: ((inputs?: Srv_Ticket_Other_RouteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Other_RouteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Other_RouteInputs = {};
