/**
* | output |
* | --- |
* | "No saved vehicles yet. Add one, or tick \"Save vehicle and passengers\" when you book." |
*
* @param {Ak_Vehicles_EmptyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicles_empty: ((inputs?: Ak_Vehicles_EmptyInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Vehicles_EmptyInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Vehicles_EmptyInputs = {};
