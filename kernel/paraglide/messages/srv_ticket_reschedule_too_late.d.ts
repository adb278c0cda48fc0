/**
* | output |
* | --- |
* | "A ticket can be rescheduled up to {hours} hours before departure." |
*
* @param {Srv_Ticket_Reschedule_Too_LateInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_reschedule_too_late: ((inputs: Srv_Ticket_Reschedule_Too_LateInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Ticket_Reschedule_Too_LateInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Ticket_Reschedule_Too_LateInputs = {
    hours: NonNullable<unknown>;
};
