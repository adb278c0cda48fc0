/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Ak_Closure_ReasonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_closure_reason: ((inputs?: Ak_Closure_ReasonInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Closure_ReasonInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Closure_ReasonInputs = {};
