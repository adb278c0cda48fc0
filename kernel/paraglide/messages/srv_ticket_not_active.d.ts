/**
* | output |
* | --- |
* | "This ticket is no longer active." |
*
* @param {Srv_Ticket_Not_ActiveInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_not_active: ((inputs?: Srv_Ticket_Not_ActiveInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Not_ActiveInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Not_ActiveInputs = {};
