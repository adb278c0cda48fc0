/**
* | output |
* | --- |
* | "Vehicle" |
*
* @param {Receipt_Line_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_vehicle: ((inputs?: Receipt_Line_VehicleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Line_VehicleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Line_VehicleInputs = {};
