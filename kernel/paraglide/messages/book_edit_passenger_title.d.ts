/**
* | output |
* | --- |
* | "Edit Passenger" |
*
* @param {Book_Edit_Passenger_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_edit_passenger_title: ((inputs?: Book_Edit_Passenger_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Edit_Passenger_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Edit_Passenger_TitleInputs = {};
