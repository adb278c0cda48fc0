/**
* | output |
* | --- |
* | "The operator is holding this departure. Please choose another departure." |
*
* @param {Book_Closed_HeldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_closed_held: ((inputs?: Book_Closed_HeldInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Closed_HeldInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Closed_HeldInputs = {};
