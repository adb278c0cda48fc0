/**
* | output |
* | --- |
* | "This request was already used for another change." |
*
* @param {Srv_Ticket_Request_Id_ReusedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_request_id_reused: ((inputs?: Srv_Ticket_Request_Id_ReusedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Request_Id_ReusedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Request_Id_ReusedInputs = {};
