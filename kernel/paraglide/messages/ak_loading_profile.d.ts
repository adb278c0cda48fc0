/**
* | output |
* | --- |
* | "Loading profile…" |
*
* @param {Ak_Loading_ProfileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_loading_profile: ((inputs?: Ak_Loading_ProfileInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Loading_ProfileInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Loading_ProfileInputs = {};
