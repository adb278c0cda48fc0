/**
* | output |
* | --- |
* | "No passengers besides the driver." |
*
* @param {Pdf_No_PassengersInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_no_passengers: ((inputs?: Pdf_No_PassengersInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_PassengersInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_No_PassengersInputs = {};
