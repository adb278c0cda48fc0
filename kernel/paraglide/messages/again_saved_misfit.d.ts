/**
* | output |
* | --- |
* | "{name} (age {age} on {date}) fits no passenger type on this departure." |
*
* @param {Again_Saved_MisfitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_saved_misfit: ((inputs: Again_Saved_MisfitInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Saved_MisfitInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Saved_MisfitInputs = {
    name: NonNullable<unknown>;
    age: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
