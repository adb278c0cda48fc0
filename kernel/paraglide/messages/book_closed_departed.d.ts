/**
* | output |
* | --- |
* | "The ship for this departure has already left. Please choose another departure." |
*
* @param {Book_Closed_DepartedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_closed_departed: ((inputs?: Book_Closed_DepartedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Closed_DepartedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Closed_DepartedInputs = {};
