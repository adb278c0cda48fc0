/**
* | output |
* | --- |
* | "Adult" |
*
* @param {Pax_AdultInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pax_adult: ((inputs?: Pax_AdultInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pax_AdultInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pax_AdultInputs = {};
