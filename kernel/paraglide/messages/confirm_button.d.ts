/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Confirm_ButtonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_button: ((inputs?: Confirm_ButtonInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_ButtonInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_ButtonInputs = {};
