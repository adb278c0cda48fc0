/**
* | output |
* | --- |
* | "The number of passengers cannot be below 0." |
*
* @param {Form_Passenger_Count_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_passenger_count_invalid: ((inputs?: Form_Passenger_Count_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Passenger_Count_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Passenger_Count_InvalidInputs = {};
