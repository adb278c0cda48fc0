/**
* | output |
* | --- |
* | "Driver's Name" |
*
* @param {Book_Driver_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_name: ((inputs?: Book_Driver_NameInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Driver_NameInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Driver_NameInputs = {};
