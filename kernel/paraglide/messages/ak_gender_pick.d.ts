/**
* | output |
* | --- |
* | "Choose gender" |
*
* @param {Ak_Gender_PickInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_gender_pick: ((inputs?: Ak_Gender_PickInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Gender_PickInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Gender_PickInputs = {};
