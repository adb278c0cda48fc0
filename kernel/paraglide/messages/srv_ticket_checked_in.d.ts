/**
* | output |
* | --- |
* | "This ticket has already been used to board." |
*
* @param {Srv_Ticket_Checked_InInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_checked_in: ((inputs?: Srv_Ticket_Checked_InInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Checked_InInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Checked_InInputs = {};
