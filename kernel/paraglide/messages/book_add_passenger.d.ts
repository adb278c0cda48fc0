/**
* | output |
* | --- |
* | "Add Passenger" |
*
* @param {Book_Add_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_add_passenger: ((inputs?: Book_Add_PassengerInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Add_PassengerInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Add_PassengerInputs = {};
