/**
* | output |
* | --- |
* | "Driver Insurance" |
*
* @param {Price_Driver_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_driver_insurance: ((inputs?: Price_Driver_InsuranceInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Price_Driver_InsuranceInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Price_Driver_InsuranceInputs = {};
