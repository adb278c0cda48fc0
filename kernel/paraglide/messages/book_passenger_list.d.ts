/**
* | output |
* | --- |
* | "Passenger list" |
*
* @param {Book_Passenger_ListInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_passenger_list: ((inputs?: Book_Passenger_ListInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Passenger_ListInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Passenger_ListInputs = {};
