/**
* | output |
* | --- |
* | "From Saved Passengers: {names}. Check that they are travelling." |
*
* @param {Again_Note_From_SavedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_from_saved: ((inputs: Again_Note_From_SavedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_From_SavedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_From_SavedInputs = {
    names: NonNullable<unknown>;
};
