/**
* | output |
* | --- |
* | "Choose Ticket" |
*
* @param {Schedule_ChooseInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const schedule_choose: ((inputs?: Schedule_ChooseInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_ChooseInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_ChooseInputs = {};
