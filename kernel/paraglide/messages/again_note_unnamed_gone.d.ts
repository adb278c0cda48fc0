/**
* | output |
* | --- |
* | "{count} passengers without a name were not added: their passenger type is no longer available." |
*
* @param {Again_Note_Unnamed_GoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_unnamed_gone: ((inputs: Again_Note_Unnamed_GoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_Unnamed_GoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_Unnamed_GoneInputs = {
    count: NonNullable<unknown>;
};
