/**
* | output |
* | --- |
* | "Loading the booking…" |
*
* @param {Book_LoadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_loading: ((inputs?: Book_LoadingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_LoadingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_LoadingInputs = {};
