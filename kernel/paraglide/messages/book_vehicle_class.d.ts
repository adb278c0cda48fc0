/**
* | output |
* | --- |
* | "Vehicle Class" |
*
* @param {Book_Vehicle_ClassInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_vehicle_class: ((inputs?: Book_Vehicle_ClassInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Vehicle_ClassInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Vehicle_ClassInputs = {};
