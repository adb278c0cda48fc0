/**
* | output |
* | --- |
* | "Choose the vehicle class" |
*
* @param {Ak_Class_PickInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_class_pick: ((inputs?: Ak_Class_PickInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Class_PickInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Class_PickInputs = {};
