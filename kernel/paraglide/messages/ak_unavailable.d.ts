/**
* | output |
* | --- |
* | "Not available for this ticket right now." |
*
* @param {Ak_UnavailableInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_unavailable: ((inputs?: Ak_UnavailableInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_UnavailableInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_UnavailableInputs = {};
