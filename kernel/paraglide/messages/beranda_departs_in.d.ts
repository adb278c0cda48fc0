/**
* | output |
* | --- |
* | "Departs in" |
*
* @param {Beranda_Departs_InInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_departs_in: ((inputs?: Beranda_Departs_InInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beranda_Departs_InInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beranda_Departs_InInputs = {};
