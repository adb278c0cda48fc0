/**
* | output |
* | --- |
* | "Loading the next departures…" |
*
* @param {Nearest_LoadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nearest_loading: ((inputs?: Nearest_LoadingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nearest_LoadingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nearest_LoadingInputs = {};
