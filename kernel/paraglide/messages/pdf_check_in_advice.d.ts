/**
* | output |
* | --- |
* | "Show this e-ticket (QR) to the port officer at least 30 minutes before departure." |
*
* @param {Pdf_Check_In_AdviceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_check_in_advice: ((inputs?: Pdf_Check_In_AdviceInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Check_In_AdviceInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Check_In_AdviceInputs = {};
