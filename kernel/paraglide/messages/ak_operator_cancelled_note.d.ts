/**
* | output |
* | --- |
* | "The operator cancelled this departure. Change to another departure for free, or request a 100 % refund." |
*
* @param {Ak_Operator_Cancelled_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_operator_cancelled_note: ((inputs?: Ak_Operator_Cancelled_NoteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Operator_Cancelled_NoteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Operator_Cancelled_NoteInputs = {};
