/**
* | output |
* | --- |
* | "Vehicle not included yet: choose a vehicle class." |
*
* @param {Book_Total_Without_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_total_without_vehicle: ((inputs?: Book_Total_Without_VehicleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Total_Without_VehicleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Total_Without_VehicleInputs = {};
