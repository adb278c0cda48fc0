/**
* | output |
* | --- |
* | "Saved Passengers" |
*
* @param {Saved_TravellersInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_travellers: ((inputs?: Saved_TravellersInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_TravellersInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saved_TravellersInputs = {};
