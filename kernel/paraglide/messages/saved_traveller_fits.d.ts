/**
* | output |
* | --- |
* | "{name} · {age} years · {type}" |
*
* @param {Saved_Traveller_FitsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_traveller_fits: ((inputs: Saved_Traveller_FitsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_Traveller_FitsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saved_Traveller_FitsInputs = {
    name: NonNullable<unknown>;
    age: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
