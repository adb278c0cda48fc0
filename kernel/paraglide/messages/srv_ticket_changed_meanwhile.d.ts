/**
* | output |
* | --- |
* | "This ticket was just changed. Reload and try again." |
*
* @param {Srv_Ticket_Changed_MeanwhileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_changed_meanwhile: ((inputs?: Srv_Ticket_Changed_MeanwhileInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Changed_MeanwhileInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Changed_MeanwhileInputs = {};
