/**
* | output |
* | --- |
* | "This ticket cannot be moved to another departure." |
*
* @param {Ak_Rs_Not_AllowedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_not_allowed: ((inputs?: Ak_Rs_Not_AllowedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Not_AllowedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Not_AllowedInputs = {};
