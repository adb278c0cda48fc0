/**
* | output |
* | --- |
* | "Book Again from ticket {invoiceId}: the vehicle, driver and named passengers are filled in. Check them before you continue; add passengers without a name wit..." |
*
* @param {Again_Note_Filled_Named_OnlyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_filled_named_only: ((inputs: Again_Note_Filled_Named_OnlyInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_Filled_Named_OnlyInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_Filled_Named_OnlyInputs = {
    invoiceId: NonNullable<unknown>;
};
