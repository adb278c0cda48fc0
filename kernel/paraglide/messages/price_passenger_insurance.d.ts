/**
* | output |
* | --- |
* | "{type} Passenger Insurance" |
*
* @param {Price_Passenger_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_passenger_insurance: ((inputs: Price_Passenger_InsuranceInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Price_Passenger_InsuranceInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Price_Passenger_InsuranceInputs = {
    type: NonNullable<unknown>;
};
