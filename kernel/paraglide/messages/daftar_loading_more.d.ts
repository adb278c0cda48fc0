/**
* | output |
* | --- |
* | "Loading more departures…" |
*
* @param {Daftar_Loading_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_loading_more: ((inputs?: Daftar_Loading_MoreInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Daftar_Loading_MoreInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Daftar_Loading_MoreInputs = {};
