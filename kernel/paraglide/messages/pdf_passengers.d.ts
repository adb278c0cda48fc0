/**
* | output |
* | --- |
* | "Passengers" |
*
* @param {Pdf_PassengersInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_passengers: ((inputs?: Pdf_PassengersInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_PassengersInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_PassengersInputs = {};
