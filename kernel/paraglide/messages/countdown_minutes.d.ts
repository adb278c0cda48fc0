/**
* | output |
* | --- |
* | "Minutes" |
*
* @param {Countdown_MinutesInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const countdown_minutes: ((inputs?: Countdown_MinutesInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Countdown_MinutesInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Countdown_MinutesInputs = {};
