/**
* | output |
* | --- |
* | "No more departures today." |
*
* @param {Nearest_None_TodayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nearest_none_today: ((inputs?: Nearest_None_TodayInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nearest_None_TodayInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nearest_None_TodayInputs = {};
