/**
* | output |
* | --- |
* | "The ticket could not be loaded." |
*
* @param {Ak_Rs_Ticket_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_ticket_failed: ((inputs?: Ak_Rs_Ticket_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Ticket_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Ticket_FailedInputs = {};
