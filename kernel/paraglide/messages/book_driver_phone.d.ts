/**
* | output |
* | --- |
* | "Driver's Mobile Number" |
*
* @param {Book_Driver_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_phone: ((inputs?: Book_Driver_PhoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Driver_PhoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Driver_PhoneInputs = {};
