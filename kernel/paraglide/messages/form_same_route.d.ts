/**
* | output |
* | --- |
* | "Departure and destination must differ" |
*
* @param {Form_Same_RouteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_same_route: ((inputs?: Form_Same_RouteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Same_RouteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Same_RouteInputs = {};
