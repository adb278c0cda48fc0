/**
* | output |
* | --- |
* | "Add Vehicle" |
*
* @param {Ak_Add_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_add_vehicle: ((inputs?: Ak_Add_VehicleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Add_VehicleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Add_VehicleInputs = {};
