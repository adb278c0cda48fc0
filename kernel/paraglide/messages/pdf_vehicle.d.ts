/**
* | output |
* | --- |
* | "Vehicle" |
*
* @param {Pdf_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_vehicle: ((inputs?: Pdf_VehicleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_VehicleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_VehicleInputs = {};
