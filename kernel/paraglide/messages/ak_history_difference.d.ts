/**
* | output |
* | --- |
* | "Fare difference" |
*
* @param {Ak_History_DifferenceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_difference: ((inputs?: Ak_History_DifferenceInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_History_DifferenceInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_History_DifferenceInputs = {};
