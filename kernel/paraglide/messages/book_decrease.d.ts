/**
* | output |
* | --- |
* | "One {type} passenger fewer" |
*
* @param {Book_DecreaseInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_decrease: ((inputs: Book_DecreaseInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_DecreaseInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_DecreaseInputs = {
    type: NonNullable<unknown>;
};
