/**
* | output |
* | --- |
* | "The list of ports could not be loaded." |
*
* @param {Search_Ports_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_ports_failed: ((inputs?: Search_Ports_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Ports_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Ports_FailedInputs = {};
