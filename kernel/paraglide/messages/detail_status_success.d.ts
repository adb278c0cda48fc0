/**
* | output |
* | --- |
* | "Successful" |
*
* @param {Detail_Status_SuccessInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_status_success: ((inputs?: Detail_Status_SuccessInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Status_SuccessInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Status_SuccessInputs = {};
