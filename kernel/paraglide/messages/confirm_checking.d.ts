/**
* | output |
* | --- |
* | "Checking the order…" |
*
* @param {Confirm_CheckingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_checking: ((inputs?: Confirm_CheckingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_CheckingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_CheckingInputs = {};
