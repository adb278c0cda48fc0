/**
* | output |
* | --- |
* | "age" |
*
* @param {Book_Gap_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_age: ((inputs?: Book_Gap_AgeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Gap_AgeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Gap_AgeInputs = {};
