/**
* | output |
* | --- |
* | "Refunded on" |
*
* @param {Ak_Refunded_AtInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refunded_at: ((inputs?: Ak_Refunded_AtInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Refunded_AtInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Refunded_AtInputs = {};
