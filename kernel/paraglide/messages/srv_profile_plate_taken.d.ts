/**
* | output |
* | --- |
* | "This plate number is already in My Vehicles." |
*
* @param {Srv_Profile_Plate_TakenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_plate_taken: ((inputs?: Srv_Profile_Plate_TakenInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Profile_Plate_TakenInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Profile_Plate_TakenInputs = {};
