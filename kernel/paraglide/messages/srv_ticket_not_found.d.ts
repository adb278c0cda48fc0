/**
* | output |
* | --- |
* | "Ticket not found." |
*
* @param {Srv_Ticket_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_not_found: ((inputs?: Srv_Ticket_Not_FoundInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Not_FoundInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Not_FoundInputs = {};
