/**
* | output |
* | --- |
* | "Continue to Payment" |
*
* @param {Book_SubmitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_submit: ((inputs?: Book_SubmitInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_SubmitInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_SubmitInputs = {};
