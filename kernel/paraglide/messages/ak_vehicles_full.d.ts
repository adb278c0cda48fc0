/**
* | output |
* | --- |
* | "At most {n} vehicles. Delete one to add a new one." |
*
* @param {Ak_Vehicles_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicles_full: ((inputs: Ak_Vehicles_FullInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Vehicles_FullInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Vehicles_FullInputs = {
    n: NonNullable<unknown>;
};
