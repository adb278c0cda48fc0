/**
* | output |
* | --- |
* | "The operator cancelled or held your departure: changing it is free." |
*
* @param {Ak_Rs_Free_ReasonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_free_reason: ((inputs?: Ak_Rs_Free_ReasonInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Free_ReasonInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Free_ReasonInputs = {};
