/**
* | output |
* | --- |
* | "Foot passenger (no vehicle)" |
*
* @param {Foot_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_ticket: ((inputs?: Foot_TicketInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_TicketInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_TicketInputs = {};
