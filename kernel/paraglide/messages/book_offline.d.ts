/**
* | output |
* | --- |
* | "The departure cannot be loaded while offline" |
*
* @param {Book_OfflineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_offline: ((inputs?: Book_OfflineInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_OfflineInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_OfflineInputs = {};
