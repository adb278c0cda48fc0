/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Countdown_HoursInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const countdown_hours: ((inputs?: Countdown_HoursInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Countdown_HoursInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Countdown_HoursInputs = {};
