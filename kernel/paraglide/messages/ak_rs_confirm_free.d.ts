/**
* | output |
* | --- |
* | "The ticket moves to this departure right away, free of charge." |
*
* @param {Ak_Rs_Confirm_FreeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_confirm_free: ((inputs?: Ak_Rs_Confirm_FreeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Confirm_FreeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Confirm_FreeInputs = {};
