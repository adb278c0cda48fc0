/**
* | output |
* | --- |
* | "Payment Not Completed!" |
*
* @param {Confirm_Unfinished_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_unfinished_title: ((inputs?: Confirm_Unfinished_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Unfinished_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Unfinished_TitleInputs = {};
