/**
* | output |
* | --- |
* | "Male" |
*
* @param {Book_Gender_MaleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gender_male: ((inputs?: Book_Gender_MaleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Gender_MaleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Gender_MaleInputs = {};
