/**
* | output |
* | --- |
* | "Find Tickets" |
*
* @param {Search_SubmitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_submit: ((inputs?: Search_SubmitInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_SubmitInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_SubmitInputs = {};
