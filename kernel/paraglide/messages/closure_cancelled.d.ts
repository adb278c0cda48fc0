/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Closure_CancelledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const closure_cancelled: ((inputs?: Closure_CancelledInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Closure_CancelledInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Closure_CancelledInputs = {};
