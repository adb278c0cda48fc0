/**
* | output |
* | --- |
* | "Passenger Type" |
*
* @param {Book_Passenger_TypeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_passenger_type: ((inputs?: Book_Passenger_TypeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Passenger_TypeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Passenger_TypeInputs = {};
