/**
* | output |
* | --- |
* | "home town" |
*
* @param {Book_Gap_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_domicile: ((inputs?: Book_Gap_DomicileInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Gap_DomicileInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Gap_DomicileInputs = {};
