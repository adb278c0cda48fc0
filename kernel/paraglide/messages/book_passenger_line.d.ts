/**
* | output |
* | --- |
* | "{type} · {age} years · {domicile}" |
*
* @param {Book_Passenger_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_passenger_line: ((inputs: Book_Passenger_LineInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Passenger_LineInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Book_Passenger_LineInputs = {
    type: NonNullable<unknown>;
    age: NonNullable<unknown>;
    domicile: NonNullable<unknown>;
};
