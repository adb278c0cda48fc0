/**
* | output |
* | --- |
* | "Vehicle" |
*
* @param {Book_Vehicle_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_vehicle_title: ((inputs?: Book_Vehicle_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Vehicle_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Vehicle_TitleInputs = {};
