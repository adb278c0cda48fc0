/**
* | output |
* | --- |
* | "No departures on this date." |
*
* @param {Daftar_Empty_DayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_empty_day: ((inputs?: Daftar_Empty_DayInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Daftar_Empty_DayInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Daftar_Empty_DayInputs = {};
