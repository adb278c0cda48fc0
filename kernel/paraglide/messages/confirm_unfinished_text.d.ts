/**
* | output |
* | --- |
* | "You still have a payment that is not completed. Continue that payment, or make a new order." |
*
* @param {Confirm_Unfinished_TextInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_unfinished_text: ((inputs?: Confirm_Unfinished_TextInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Unfinished_TextInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Unfinished_TextInputs = {};
