/**
* | output |
* | --- |
* | "Looking for the next departure…" |
*
* @param {Next_SearchingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const next_searching: ((inputs?: Next_SearchingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Next_SearchingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Next_SearchingInputs = {};
