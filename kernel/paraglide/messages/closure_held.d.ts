/**
* | output |
* | --- |
* | "Held" |
*
* @param {Closure_HeldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const closure_held: ((inputs?: Closure_HeldInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Closure_HeldInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Closure_HeldInputs = {};
