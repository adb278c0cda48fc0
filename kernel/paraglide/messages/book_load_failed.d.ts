/**
* | output |
* | --- |
* | "The booking data could not be loaded." |
*
* @param {Book_Load_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_load_failed: ((inputs?: Book_Load_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Load_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Load_FailedInputs = {};
