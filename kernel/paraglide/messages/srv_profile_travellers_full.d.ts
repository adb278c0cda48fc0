/**
* | output |
* | --- |
* | "Saved Passengers already holds {travellers} passengers. Delete one to add a new one." |
*
* @param {Srv_Profile_Travellers_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_travellers_full: ((inputs: Srv_Profile_Travellers_FullInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Profile_Travellers_FullInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Profile_Travellers_FullInputs = {
    travellers: NonNullable<unknown>;
};
