/**
* | output |
* | --- |
* | "Save the vehicle and passengers for my next booking" |
*
* @param {Saved_Save_BoxInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_save_box: ((inputs?: Saved_Save_BoxInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_Save_BoxInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saved_Save_BoxInputs = {};
