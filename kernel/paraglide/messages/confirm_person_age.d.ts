/**
* | output |
* | --- |
* | "{name}, {age} years" |
*
* @param {Confirm_Person_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_person_age: ((inputs: Confirm_Person_AgeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Person_AgeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Person_AgeInputs = {
    name: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
