/**
* | output |
* | --- |
* | "{name} (age {age}) was not added: their age does not fit the {type} passenger type." |
*
* @param {Again_Note_Age_MisfitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_age_misfit: ((inputs: Again_Note_Age_MisfitInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_Age_MisfitInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_Age_MisfitInputs = {
    name: NonNullable<unknown>;
    age: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
