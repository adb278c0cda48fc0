/**
* | output |
* | --- |
* | "See My Tickets" |
*
* @param {Detail_See_TicketsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_see_tickets: ((inputs?: Detail_See_TicketsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_See_TicketsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_See_TicketsInputs = {};
