/**
* | output |
* | --- |
* | "Driver's Home Town" |
*
* @param {Book_Driver_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_domicile: ((inputs?: Book_Driver_DomicileInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Driver_DomicileInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Driver_DomicileInputs = {};
