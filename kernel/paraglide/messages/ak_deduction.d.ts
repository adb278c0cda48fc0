/**
* | output |
* | --- |
* | "Deduction" |
*
* @param {Ak_DeductionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_deduction: ((inputs?: Ak_DeductionInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_DeductionInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_DeductionInputs = {};
