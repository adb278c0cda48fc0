/**
* | output |
* | --- |
* | "Current departure" |
*
* @param {Ak_Rs_CurrentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_current: ((inputs?: Ak_Rs_CurrentInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_CurrentInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_CurrentInputs = {};
