/**
* | output |
* | --- |
* | "{list} not on your account yet — add it in Account Information." |
*
* @param {Book_Gap_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_note: ((inputs: Book_Gap_NoteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Gap_NoteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Gap_NoteInputs = {
    list: NonNullable<unknown>;
};
