/**
* | output |
* | --- |
* | "Driver's Gender" |
*
* @param {Book_Driver_GenderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_gender: ((inputs?: Book_Driver_GenderInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Driver_GenderInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Driver_GenderInputs = {};
