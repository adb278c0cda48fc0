/**
* | output |
* | --- |
* | "Add Passenger" |
*
* @param {Ak_Add_TravellerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_add_traveller: ((inputs?: Ak_Add_TravellerInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Add_TravellerInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Add_TravellerInputs = {};
