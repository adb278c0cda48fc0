/**
* | output |
* | --- |
* | "An earlier schedule change is awaiting payment." |
*
* @param {Srv_Ticket_Pending_ChangeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_pending_change: ((inputs?: Srv_Ticket_Pending_ChangeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Pending_ChangeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Pending_ChangeInputs = {};
