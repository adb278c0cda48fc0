/**
* | output |
* | --- |
* | "Same as the booker" |
*
* @param {Book_Same_As_BookerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_same_as_booker: ((inputs?: Book_Same_As_BookerInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Same_As_BookerInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Same_As_BookerInputs = {};
