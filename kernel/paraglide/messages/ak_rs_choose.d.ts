/**
* | output |
* | --- |
* | "Choose" |
*
* @param {Ak_Rs_ChooseInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_choose: ((inputs?: Ak_Rs_ChooseInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_ChooseInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_ChooseInputs = {};
