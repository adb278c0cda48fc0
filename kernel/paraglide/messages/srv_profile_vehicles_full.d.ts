/**
* | output |
* | --- |
* | "My Vehicles already holds {vehicles} vehicles. Delete one to add a new one." |
*
* @param {Srv_Profile_Vehicles_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_vehicles_full: ((inputs: Srv_Profile_Vehicles_FullInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Profile_Vehicles_FullInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Profile_Vehicles_FullInputs = {
    vehicles: NonNullable<unknown>;
};
