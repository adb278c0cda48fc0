/**
* | output |
* | --- |
* | "Passengers without a gender are not saved." |
*
* @param {Saved_Gender_MissingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_gender_missing: ((inputs?: Saved_Gender_MissingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_Gender_MissingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saved_Gender_MissingInputs = {};
