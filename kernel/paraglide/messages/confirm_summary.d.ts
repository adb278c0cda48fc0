/**
* | output |
* | --- |
* | "Order Summary" |
*
* @param {Confirm_SummaryInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_summary: ((inputs?: Confirm_SummaryInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_SummaryInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_SummaryInputs = {};
