/**
* | output |
* | --- |
* | "A passenger's type cannot be changed with Correct Details." |
*
* @param {Srv_Ticket_Manifest_TypeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_manifest_type: ((inputs?: Srv_Ticket_Manifest_TypeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Manifest_TypeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Manifest_TypeInputs = {};
