/**
* | output |
* | --- |
* | "Crossing without a vehicle?" |
*
* @param {Foot_Choice_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_choice_hint: ((inputs?: Foot_Choice_HintInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_Choice_HintInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_Choice_HintInputs = {};
