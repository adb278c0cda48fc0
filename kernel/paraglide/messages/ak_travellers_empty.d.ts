/**
* | output |
* | --- |
* | "No saved passengers yet. Add one, or tick \"Save vehicle and passengers\" when you book." |
*
* @param {Ak_Travellers_EmptyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_travellers_empty: ((inputs?: Ak_Travellers_EmptyInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Travellers_EmptyInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Travellers_EmptyInputs = {};
