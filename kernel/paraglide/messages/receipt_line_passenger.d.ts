/**
* | output |
* | --- |
* | "{type} passenger" |
*
* @param {Receipt_Line_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_passenger: ((inputs: Receipt_Line_PassengerInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Line_PassengerInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Line_PassengerInputs = {
    type: NonNullable<unknown>;
};
