/**
* | output |
* | --- |
* | "Days" |
*
* @param {Countdown_DaysInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const countdown_days: ((inputs?: Countdown_DaysInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Countdown_DaysInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Countdown_DaysInputs = {};
