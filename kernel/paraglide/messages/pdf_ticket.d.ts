/**
* | output |
* | --- |
* | "Ticket" |
*
* @param {Pdf_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_ticket: ((inputs?: Pdf_TicketInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TicketInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_TicketInputs = {};
