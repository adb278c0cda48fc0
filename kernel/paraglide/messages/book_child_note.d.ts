/**
* | output |
* | --- |
* | "The child category is only for passengers under 5 years old." |
*
* @param {Book_Child_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_child_note: ((inputs?: Book_Child_NoteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Child_NoteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Child_NoteInputs = {};
