/**
* | output |
* | --- |
* | "Book Again from ticket {invoiceId}: the vehicle, driver and passengers are filled in. Check them before you continue." |
*
* @param {Again_Note_FilledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_filled: ((inputs: Again_Note_FilledInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_FilledInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_FilledInputs = {
    invoiceId: NonNullable<unknown>;
};
