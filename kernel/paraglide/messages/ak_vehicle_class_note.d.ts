/**
* | output |
* | --- |
* | "The vehicle class cannot be changed here." |
*
* @param {Ak_Vehicle_Class_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicle_class_note: ((inputs?: Ak_Vehicle_Class_NoteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Vehicle_Class_NoteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Vehicle_Class_NoteInputs = {};
