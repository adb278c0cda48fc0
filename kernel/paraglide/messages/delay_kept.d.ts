/**
* | output |
* | --- |
* | "Your ticket and boarding code stay valid for the new departure time." |
*
* @param {Delay_KeptInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_kept: ((inputs?: Delay_KeptInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delay_KeptInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delay_KeptInputs = {};
