/**
* | output |
* | --- |
* | "Loading departures…" |
*
* @param {Ak_Rs_Loading_OptionsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_loading_options: ((inputs?: Ak_Rs_Loading_OptionsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Loading_OptionsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Loading_OptionsInputs = {};
