/**
* | output |
* | --- |
* | "{people}, {unnamed} unnamed" |
*
* @param {Receipt_Unnamed_SomeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_unnamed_some: ((inputs: Receipt_Unnamed_SomeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Unnamed_SomeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Unnamed_SomeInputs = {
    people: NonNullable<unknown>;
    unnamed: NonNullable<unknown>;
};
