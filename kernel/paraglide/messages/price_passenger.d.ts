/**
* | output |
* | --- |
* | "{type} passengers" |
*
* @param {Price_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_passenger: ((inputs: Price_PassengerInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Price_PassengerInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Price_PassengerInputs = {
    type: NonNullable<unknown>;
};
