/**
* | output |
* | --- |
* | "Plate number is not valid." |
*
* @param {Ak_Form_Plate_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_plate_invalid: ((inputs?: Ak_Form_Plate_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Form_Plate_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Form_Plate_InvalidInputs = {};
