/**
* | output |
* | --- |
* | "The {route} departure on {date} at {time} has been {status} by the operator. Reason: {reason}. Ticket {invoice}: choose what to do at {link}" |
*
* @param {Notice_ClosedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_closed: ((inputs: Notice_ClosedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_ClosedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_ClosedInputs = {
    route: NonNullable<unknown>;
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
    status: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
