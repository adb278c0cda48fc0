/**
* | output |
* | --- |
* | "Choose a port" |
*
* @param {Search_Pick_PortInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_pick_port: ((inputs?: Search_Pick_PortInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Pick_PortInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Pick_PortInputs = {};
