/**
* | output |
* | --- |
* | "Saved Passengers" |
*
* @param {Ak_Travellers_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_travellers_title: ((inputs?: Ak_Travellers_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Travellers_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Travellers_TitleInputs = {};
