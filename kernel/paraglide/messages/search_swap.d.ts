/**
* | output |
* | --- |
* | "Swap departure and destination" |
*
* @param {Search_SwapInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_swap: ((inputs?: Search_SwapInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_SwapInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_SwapInputs = {};
