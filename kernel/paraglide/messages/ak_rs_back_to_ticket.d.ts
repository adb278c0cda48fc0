/**
* | output |
* | --- |
* | "Back to Ticket Details" |
*
* @param {Ak_Rs_Back_To_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_back_to_ticket: ((inputs?: Ak_Rs_Back_To_TicketInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Back_To_TicketInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Back_To_TicketInputs = {};
