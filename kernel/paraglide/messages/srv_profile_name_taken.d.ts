/**
* | output |
* | --- |
* | "A passenger with this name is already in Saved Passengers." |
*
* @param {Srv_Profile_Name_TakenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_name_taken: ((inputs?: Srv_Profile_Name_TakenInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Profile_Name_TakenInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Profile_Name_TakenInputs = {};
