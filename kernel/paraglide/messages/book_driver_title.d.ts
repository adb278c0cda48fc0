/**
* | output |
* | --- |
* | "Driver" |
*
* @param {Book_Driver_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_title: ((inputs?: Book_Driver_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Driver_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Driver_TitleInputs = {};
