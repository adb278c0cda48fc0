/**
* | output |
* | --- |
* | "No search yet. Choose the departure, destination and date on Home." |
*
* @param {Daftar_No_SearchInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_no_search: ((inputs?: Daftar_No_SearchInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Daftar_No_SearchInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Daftar_No_SearchInputs = {};
