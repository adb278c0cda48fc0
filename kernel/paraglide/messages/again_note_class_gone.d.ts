/**
* | output |
* | --- |
* | "{vehicleClass} is not available on this departure: choose a vehicle class." |
*
* @param {Again_Note_Class_GoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_class_gone: ((inputs: Again_Note_Class_GoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_Class_GoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_Class_GoneInputs = {
    vehicleClass: NonNullable<unknown>;
};
