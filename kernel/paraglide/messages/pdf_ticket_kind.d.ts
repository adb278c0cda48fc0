/**
* | output |
* | --- |
* | "Ticket type" |
*
* @param {Pdf_Ticket_KindInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_ticket_kind: ((inputs?: Pdf_Ticket_KindInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Ticket_KindInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Ticket_KindInputs = {};
