/**
* | output |
* | --- |
* | "Normal Deck, HDD and DD vehicles are not recommended for online tickets because of limited capacity." |
*
* @param {Book_Deck_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_deck_note: ((inputs?: Book_Deck_NoteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Deck_NoteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Deck_NoteInputs = {};
