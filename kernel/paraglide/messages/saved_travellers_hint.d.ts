/**
* | output |
* | --- |
* | "Tap to add as a passenger." |
*
* @param {Saved_Travellers_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_travellers_hint: ((inputs?: Saved_Travellers_HintInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_Travellers_HintInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saved_Travellers_HintInputs = {};
