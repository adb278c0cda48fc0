/**
* | output |
* | --- |
* | "Vehicle Insurance" |
*
* @param {Price_Vehicle_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_vehicle_insurance: ((inputs?: Price_Vehicle_InsuranceInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Price_Vehicle_InsuranceInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Price_Vehicle_InsuranceInputs = {};
