/**
* | output |
* | --- |
* | "Plate number is required." |
*
* @param {Ak_Form_Plate_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_plate_required: ((inputs?: Ak_Form_Plate_RequiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Form_Plate_RequiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Form_Plate_RequiredInputs = {};
