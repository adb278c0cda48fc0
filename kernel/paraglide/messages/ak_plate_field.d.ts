/**
* | output |
* | --- |
* | "Plate Number" |
*
* @param {Ak_Plate_FieldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_plate_field: ((inputs?: Ak_Plate_FieldInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Plate_FieldInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Plate_FieldInputs = {};
