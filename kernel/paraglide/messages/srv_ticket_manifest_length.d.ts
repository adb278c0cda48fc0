/**
* | output |
* | --- |
* | "The number and order of passengers cannot change." |
*
* @param {Srv_Ticket_Manifest_LengthInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_manifest_length: ((inputs?: Srv_Ticket_Manifest_LengthInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Manifest_LengthInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Manifest_LengthInputs = {};
