/**
* | output |
* | --- |
* | "The {route} departure on {date} at {time} is delayed to {newDate} at {newTime}. Reason: {reason}. {choices} Ticket {invoice}: {link}" |
*
* @param {Notice_DelayedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_delayed: ((inputs: Notice_DelayedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_DelayedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_DelayedInputs = {
    route: NonNullable<unknown>;
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
    newDate: NonNullable<unknown>;
    newTime: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    choices: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
