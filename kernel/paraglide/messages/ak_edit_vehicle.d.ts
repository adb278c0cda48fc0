/**
* | output |
* | --- |
* | "Edit Vehicle" |
*
* @param {Ak_Edit_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_edit_vehicle: ((inputs?: Ak_Edit_VehicleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Edit_VehicleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Edit_VehicleInputs = {};
