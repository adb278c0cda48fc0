/**
* | output |
* | --- |
* | "Passenger type is required." |
*
* @param {Form_Passenger_Type_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_passenger_type_required: ((inputs?: Form_Passenger_Type_RequiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Passenger_Type_RequiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Passenger_Type_RequiredInputs = {};
