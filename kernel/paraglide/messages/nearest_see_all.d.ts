/**
* | output |
* | --- |
* | "See all" |
*
* @param {Nearest_See_AllInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nearest_see_all: ((inputs?: Nearest_See_AllInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nearest_See_AllInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nearest_See_AllInputs = {};
