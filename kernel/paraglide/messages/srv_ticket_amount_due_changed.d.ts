/**
* | output |
* | --- |
* | "The rescheduling cost has changed since you saw it. Check the new amount, then confirm again." |
*
* @param {Srv_Ticket_Amount_Due_ChangedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_amount_due_changed: ((inputs?: Srv_Ticket_Amount_Due_ChangedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Amount_Due_ChangedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Amount_Due_ChangedInputs = {};
