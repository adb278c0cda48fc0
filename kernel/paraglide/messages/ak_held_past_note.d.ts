/**
* | output |
* | --- |
* | "This departure is still held and its time has passed. The operator will reopen or cancel it; you will be notified." |
*
* @param {Ak_Held_Past_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_held_past_note: ((inputs?: Ak_Held_Past_NoteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Held_Past_NoteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Held_Past_NoteInputs = {};
