/**
* | output |
* | --- |
* | "Book a Ticket" |
*
* @param {Ak_Book_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_book_ticket: ((inputs?: Ak_Book_TicketInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Book_TicketInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Book_TicketInputs = {};
