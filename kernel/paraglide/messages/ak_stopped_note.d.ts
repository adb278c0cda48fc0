/**
* | output |
* | --- |
* | "The operator has paused ticket sales for this departure. The sailing time is unchanged and your ticket stays valid." |
*
* @param {Ak_Stopped_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_stopped_note: ((inputs?: Ak_Stopped_NoteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Stopped_NoteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Stopped_NoteInputs = {};
