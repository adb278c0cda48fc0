/**
* | output |
* | --- |
* | "This departure can no longer be chosen. Please choose another one." |
*
* @param {Ak_Rs_ConflictInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_conflict: ((inputs?: Ak_Rs_ConflictInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_ConflictInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_ConflictInputs = {};
