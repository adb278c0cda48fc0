/**
* | output |
* | --- |
* | "{fee} / person" |
*
* @param {Book_Per_PersonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_per_person: ((inputs: Book_Per_PersonInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Per_PersonInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Per_PersonInputs = {
    fee: NonNullable<unknown>;
};
