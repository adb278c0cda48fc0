/**
* | output |
* | --- |
* | "Driver insurance" |
*
* @param {Receipt_Line_Driver_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_driver_insurance: ((inputs?: Receipt_Line_Driver_InsuranceInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Line_Driver_InsuranceInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Line_Driver_InsuranceInputs = {};
