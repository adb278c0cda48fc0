/**
* | output |
* | --- |
* | "Saved to My Vehicles and Saved Passengers in Account once the order is placed." |
*
* @param {Saved_Save_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_save_hint: ((inputs?: Saved_Save_HintInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_Save_HintInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saved_Save_HintInputs = {};
