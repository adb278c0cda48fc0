/**
* | output |
* | --- |
* | "Ticket {invoice} is paid. {route}, {date} at {time}. See your ticket: {link}" |
*
* @param {Notice_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_ticket: ((inputs: Notice_TicketInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_TicketInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_TicketInputs = {
    invoice: NonNullable<unknown>;
    route: NonNullable<unknown>;
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
