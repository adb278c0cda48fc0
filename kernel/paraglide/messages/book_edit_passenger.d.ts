/**
* | output |
* | --- |
* | "Edit passenger {name}" |
*
* @param {Book_Edit_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_edit_passenger: ((inputs: Book_Edit_PassengerInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Edit_PassengerInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Edit_PassengerInputs = {
    name: NonNullable<unknown>;
};
