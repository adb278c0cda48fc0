/**
* | output |
* | --- |
* | "The date must be between today and 7 days ahead." |
*
* @param {Form_Date_Out_Of_WindowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_date_out_of_window: ((inputs?: Form_Date_Out_Of_WindowInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Date_Out_Of_WindowInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Date_Out_Of_WindowInputs = {};
