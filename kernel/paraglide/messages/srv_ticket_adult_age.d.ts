/**
* | output |
* | --- |
* | "An adult passenger must be 5 years or older." |
*
* @param {Srv_Ticket_Adult_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_adult_age: ((inputs?: Srv_Ticket_Adult_AgeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Adult_AgeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Adult_AgeInputs = {};
