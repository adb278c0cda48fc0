/**
* | output |
* | --- |
* | "{name} (age {age} on {date}) was not added: their age does not fit the {type} passenger type." |
*
* @param {Again_Note_Age_Misfit_OnInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_age_misfit_on: ((inputs: Again_Note_Age_Misfit_OnInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_Age_Misfit_OnInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_Age_Misfit_OnInputs = {
    name: NonNullable<unknown>;
    age: NonNullable<unknown>;
    date: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
