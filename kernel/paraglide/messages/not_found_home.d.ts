/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Not_Found_HomeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const not_found_home: ((inputs?: Not_Found_HomeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_HomeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_HomeInputs = {};
