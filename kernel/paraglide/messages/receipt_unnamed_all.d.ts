/**
* | output |
* | --- |
* | "{people}, no names" |
*
* @param {Receipt_Unnamed_AllInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_unnamed_all: ((inputs: Receipt_Unnamed_AllInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Unnamed_AllInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Unnamed_AllInputs = {
    people: NonNullable<unknown>;
};
