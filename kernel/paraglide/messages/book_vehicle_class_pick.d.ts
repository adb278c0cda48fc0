/**
* | output |
* | --- |
* | "Choose a vehicle class" |
*
* @param {Book_Vehicle_Class_PickInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_vehicle_class_pick: ((inputs?: Book_Vehicle_Class_PickInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Vehicle_Class_PickInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Vehicle_Class_PickInputs = {};
