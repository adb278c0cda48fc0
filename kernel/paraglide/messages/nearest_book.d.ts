/**
* | output |
* | --- |
* | "Book {time}, {qty} tickets available" |
*
* @param {Nearest_BookInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nearest_book: ((inputs: Nearest_BookInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nearest_BookInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nearest_BookInputs = {
    time: NonNullable<unknown>;
    qty: NonNullable<unknown>;
};
