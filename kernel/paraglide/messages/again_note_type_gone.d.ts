/**
* | output |
* | --- |
* | "{name} was not added: their passenger type is no longer available." |
*
* @param {Again_Note_Type_GoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_type_gone: ((inputs: Again_Note_Type_GoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_Type_GoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_Type_GoneInputs = {
    name: NonNullable<unknown>;
};
