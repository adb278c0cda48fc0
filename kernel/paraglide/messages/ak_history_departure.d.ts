/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Ak_History_DepartureInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_departure: ((inputs?: Ak_History_DepartureInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_History_DepartureInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_History_DepartureInputs = {};
