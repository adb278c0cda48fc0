/**
* | output |
* | --- |
* | "Plate number is required." |
*
* @param {Form_Plate_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_plate_required: ((inputs?: Form_Plate_RequiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Plate_RequiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Plate_RequiredInputs = {};
