/**
* | output |
* | --- |
* | "Call Customer Service" |
*
* @param {Ak_Call_SupportInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_call_support: ((inputs?: Ak_Call_SupportInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Call_SupportInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Call_SupportInputs = {};
