/**
* | output |
* | --- |
* | "The operator has closed ticket sales for this departure. Please choose another departure." |
*
* @param {Book_Closed_StoppedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_closed_stopped: ((inputs?: Book_Closed_StoppedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Closed_StoppedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Closed_StoppedInputs = {};
