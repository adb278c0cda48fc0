/**
* | output |
* | --- |
* | "Departures on this date can be booked from {date}." |
*
* @param {Daftar_Bookable_FromInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_bookable_from: ((inputs: Daftar_Bookable_FromInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Daftar_Bookable_FromInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Daftar_Bookable_FromInputs = {
    date: NonNullable<unknown>;
};
