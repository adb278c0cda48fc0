/**
* | output |
* | --- |
* | "Loading more tickets…" |
*
* @param {Saya_Loading_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_loading_more: ((inputs?: Saya_Loading_MoreInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saya_Loading_MoreInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saya_Loading_MoreInputs = {};
