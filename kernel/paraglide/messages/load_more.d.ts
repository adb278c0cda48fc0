/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Load_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const load_more: ((inputs?: Load_MoreInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Load_MoreInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Load_MoreInputs = {};
