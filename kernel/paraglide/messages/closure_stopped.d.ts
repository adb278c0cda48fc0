/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Closure_StoppedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const closure_stopped: ((inputs?: Closure_StoppedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Closure_StoppedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Closure_StoppedInputs = {};
