/**
* | output |
* | --- |
* | "Example: BK 1234 ABC" |
*
* @param {Book_Plate_PlaceholderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_plate_placeholder: ((inputs?: Book_Plate_PlaceholderInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Plate_PlaceholderInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Plate_PlaceholderInputs = {};
