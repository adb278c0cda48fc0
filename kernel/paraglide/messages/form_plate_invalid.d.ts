/**
* | output |
* | --- |
* | "The plate number is not valid." |
*
* @param {Form_Plate_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_plate_invalid: ((inputs?: Form_Plate_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Plate_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Plate_InvalidInputs = {};
