/**
* | output |
* | --- |
* | "Correct Data is not available for foot passenger tickets yet." |
*
* @param {Srv_Ticket_Foot_CorrectionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_foot_correction: ((inputs?: Srv_Ticket_Foot_CorrectionInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Foot_CorrectionInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Foot_CorrectionInputs = {};
