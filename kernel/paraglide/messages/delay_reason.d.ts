/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Delay_ReasonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_reason: ((inputs?: Delay_ReasonInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delay_ReasonInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delay_ReasonInputs = {};
