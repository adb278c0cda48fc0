/**
* | output |
* | --- |
* | "Loading tickets…" |
*
* @param {Saya_LoadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_loading: ((inputs?: Saya_LoadingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saya_LoadingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saya_LoadingInputs = {};
