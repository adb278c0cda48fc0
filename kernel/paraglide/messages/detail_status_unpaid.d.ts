/**
* | output |
* | --- |
* | "Not Paid Yet" |
*
* @param {Detail_Status_UnpaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_status_unpaid: ((inputs?: Detail_Status_UnpaidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Status_UnpaidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Status_UnpaidInputs = {};
