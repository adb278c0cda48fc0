/**
* | output |
* | --- |
* | "Fill in the driver's {fields}." |
*
* @param {Again_Note_Driver_GapsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_driver_gaps: ((inputs: Again_Note_Driver_GapsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_Driver_GapsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_Driver_GapsInputs = {
    fields: NonNullable<unknown>;
};
