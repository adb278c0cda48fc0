/**
* | output |
* | --- |
* | "A child passenger must be under 5 years old." |
*
* @param {Srv_Ticket_Child_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_child_age: ((inputs?: Srv_Ticket_Child_AgeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Child_AgeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Child_AgeInputs = {};
