/**
* | output |
* | --- |
* | "Loading departures…" |
*
* @param {Daftar_LoadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_loading: ((inputs?: Daftar_LoadingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Daftar_LoadingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Daftar_LoadingInputs = {};
