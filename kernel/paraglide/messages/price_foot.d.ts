/**
* | output |
* | --- |
* | "{type} foot passengers" |
*
* @param {Price_FootInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_foot: ((inputs: Price_FootInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Price_FootInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Price_FootInputs = {
    type: NonNullable<unknown>;
};
