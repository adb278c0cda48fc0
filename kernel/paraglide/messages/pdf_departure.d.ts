/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Pdf_DepartureInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_departure: ((inputs?: Pdf_DepartureInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DepartureInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_DepartureInputs = {};
