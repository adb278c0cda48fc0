/**
* | output |
* | --- |
* | "Other" |
*
* @param {Ak_Reason_OtherInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_reason_other: ((inputs?: Ak_Reason_OtherInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Reason_OtherInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Reason_OtherInputs = {};
