/**
* | output |
* | --- |
* | "Remove passenger {name}" |
*
* @param {Book_Remove_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_remove_passenger: ((inputs: Book_Remove_PassengerInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Remove_PassengerInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Remove_PassengerInputs = {
    name: NonNullable<unknown>;
};
