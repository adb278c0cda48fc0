/**
* | output |
* | --- |
* | "Number of {type} passengers" |
*
* @param {Book_CountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_count: ((inputs: Book_CountInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_CountInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_CountInputs = {
    type: NonNullable<unknown>;
};
