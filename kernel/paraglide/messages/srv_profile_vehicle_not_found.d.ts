/**
* | output |
* | --- |
* | "Vehicle not found." |
*
* @param {Srv_Profile_Vehicle_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_vehicle_not_found: ((inputs?: Srv_Profile_Vehicle_Not_FoundInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Profile_Vehicle_Not_FoundInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Profile_Vehicle_Not_FoundInputs = {};
