/**
* | output |
* | --- |
* | "Unexpected error." |
*
* @param {Acc_UnexpectedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const acc_unexpected: ((inputs?: Acc_UnexpectedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acc_UnexpectedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acc_UnexpectedInputs = {};
