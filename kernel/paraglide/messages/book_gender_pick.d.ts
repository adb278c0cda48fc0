/**
* | output |
* | --- |
* | "Choose a gender" |
*
* @param {Book_Gender_PickInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gender_pick: ((inputs?: Book_Gender_PickInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Gender_PickInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Gender_PickInputs = {};
