/**
* | output |
* | --- |
* | "Edit Passenger" |
*
* @param {Ak_Edit_TravellerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_edit_traveller: ((inputs?: Ak_Edit_TravellerInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Edit_TravellerInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Edit_TravellerInputs = {};
