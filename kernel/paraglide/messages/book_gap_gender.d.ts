/**
* | output |
* | --- |
* | "gender" |
*
* @param {Book_Gap_GenderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_gender: ((inputs?: Book_Gap_GenderInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Gap_GenderInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Gap_GenderInputs = {};
