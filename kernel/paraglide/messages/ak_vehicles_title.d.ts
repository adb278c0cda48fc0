/**
* | output |
* | --- |
* | "My Vehicles" |
*
* @param {Ak_Vehicles_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicles_title: ((inputs?: Ak_Vehicles_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Vehicles_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Vehicles_TitleInputs = {};
