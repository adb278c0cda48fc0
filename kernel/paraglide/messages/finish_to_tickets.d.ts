/**
* | output |
* | --- |
* | "Go to My Tickets" |
*
* @param {Finish_To_TicketsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_to_tickets: ((inputs?: Finish_To_TicketsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_To_TicketsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_To_TicketsInputs = {};
