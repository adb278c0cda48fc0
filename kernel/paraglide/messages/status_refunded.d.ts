/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Status_RefundedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const status_refunded: ((inputs?: Status_RefundedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_RefundedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_RefundedInputs = {};
