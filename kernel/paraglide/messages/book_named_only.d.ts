/**
* | output |
* | --- |
* | "Every passenger of this type has a name: remove one with its Remove button in the passenger list." |
*
* @param {Book_Named_OnlyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_named_only: ((inputs?: Book_Named_OnlyInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Named_OnlyInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Named_OnlyInputs = {};
