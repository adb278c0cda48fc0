/**
* | output |
* | --- |
* | "Loading ticket…" |
*
* @param {Ak_Rs_Loading_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_loading_ticket: ((inputs?: Ak_Rs_Loading_TicketInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Loading_TicketInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Loading_TicketInputs = {};
