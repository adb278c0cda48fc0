/**
* | output |
* | --- |
* | "The refund amount has changed since you saw it. Check the new amount, then confirm again." |
*
* @param {Srv_Ticket_Refund_ChangedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_refund_changed: ((inputs?: Srv_Ticket_Refund_ChangedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Refund_ChangedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Refund_ChangedInputs = {};
