/**
* | output |
* | --- |
* | "Vehicle class" |
*
* @param {Ak_Vehicle_ClassInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicle_class: ((inputs?: Ak_Vehicle_ClassInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Vehicle_ClassInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Vehicle_ClassInputs = {};
