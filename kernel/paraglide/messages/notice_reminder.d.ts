/**
* | output |
* | --- |
* | "Reminder: ticket {invoice}, {route}, {date} at {time}. {advice} Your ticket: {link}" |
*
* @param {Notice_ReminderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_reminder: ((inputs: Notice_ReminderInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_ReminderInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_ReminderInputs = {
    invoice: NonNullable<unknown>;
    route: NonNullable<unknown>;
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
    advice: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
