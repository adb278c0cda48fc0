/**
* | output |
* | --- |
* | "The operator is holding this departure. Your ticket stays valid if it reopens. Until the departure time you can change to another departure for free or reque..." |
*
* @param {Ak_Held_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_held_note: ((inputs?: Ak_Held_NoteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Held_NoteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Held_NoteInputs = {};
