/**
* | output |
* | --- |
* | "My Vehicles" |
*
* @param {Saved_VehiclesInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_vehicles: ((inputs?: Saved_VehiclesInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_VehiclesInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saved_VehiclesInputs = {};
