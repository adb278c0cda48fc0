/**
* | output |
* | --- |
* | "One more {type} passenger" |
*
* @param {Book_IncreaseInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_increase: ((inputs: Book_IncreaseInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_IncreaseInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_IncreaseInputs = {
    type: NonNullable<unknown>;
};
