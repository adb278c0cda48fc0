/**
* | output |
* | --- |
* | "Tap to fill in the plate number and vehicle class." |
*
* @param {Saved_Vehicles_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_vehicles_hint: ((inputs?: Saved_Vehicles_HintInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_Vehicles_HintInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saved_Vehicles_HintInputs = {};
