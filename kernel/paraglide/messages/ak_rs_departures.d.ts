/**
* | output |
* | --- |
* | "Available departures" |
*
* @param {Ak_Rs_DeparturesInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_departures: ((inputs?: Ak_Rs_DeparturesInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_DeparturesInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_DeparturesInputs = {};
