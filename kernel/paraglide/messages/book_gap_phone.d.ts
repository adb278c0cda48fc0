/**
* | output |
* | --- |
* | "mobile number" |
*
* @param {Book_Gap_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_phone: ((inputs?: Book_Gap_PhoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Gap_PhoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Gap_PhoneInputs = {};
