/**
* | output |
* | --- |
* | "This ticket was not found in your account." |
*
* @param {Ak_Err_Ticket_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_err_ticket_not_found: ((inputs?: Ak_Err_Ticket_Not_FoundInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Err_Ticket_Not_FoundInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Err_Ticket_Not_FoundInputs = {};
