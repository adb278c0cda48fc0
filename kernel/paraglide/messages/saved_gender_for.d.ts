/**
* | output |
* | --- |
* | "Gender of {name}" |
*
* @param {Saved_Gender_ForInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_gender_for: ((inputs: Saved_Gender_ForInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_Gender_ForInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saved_Gender_ForInputs = {
    name: NonNullable<unknown>;
};
