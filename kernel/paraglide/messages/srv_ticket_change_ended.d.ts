/**
* | output |
* | --- |
* | "This schedule change ended without payment. Please start again." |
*
* @param {Srv_Ticket_Change_EndedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_change_ended: ((inputs?: Srv_Ticket_Change_EndedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Change_EndedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Change_EndedInputs = {};
