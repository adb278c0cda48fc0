/**
* | output |
* | --- |
* | "Vehicle class is required." |
*
* @param {Form_Vehicle_Class_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_vehicle_class_required: ((inputs?: Form_Vehicle_Class_RequiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Vehicle_Class_RequiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Vehicle_Class_RequiredInputs = {};
