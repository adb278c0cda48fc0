/**
* | output |
* | --- |
* | "Complete Account Information" |
*
* @param {Book_Complete_AccountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_complete_account: ((inputs?: Book_Complete_AccountInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Complete_AccountInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Complete_AccountInputs = {};
