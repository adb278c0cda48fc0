/**
* | output |
* | --- |
* | "The operator has cancelled this departure. Please choose another departure." |
*
* @param {Book_Closed_CancelledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_closed_cancelled: ((inputs?: Book_Closed_CancelledInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Closed_CancelledInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Closed_CancelledInputs = {};
