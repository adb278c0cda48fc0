/**
* | output |
* | --- |
* | "Cancelled by the operator" |
*
* @param {Status_Operator_CancelledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const status_operator_cancelled: ((inputs?: Status_Operator_CancelledInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Operator_CancelledInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Operator_CancelledInputs = {};
