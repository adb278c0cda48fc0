/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Status_UnpaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const status_unpaid: ((inputs?: Status_UnpaidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_UnpaidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_UnpaidInputs = {};
