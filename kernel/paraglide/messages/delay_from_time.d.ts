/**
* | output |
* | --- |
* | "Original time" |
*
* @param {Delay_From_TimeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_from_time: ((inputs?: Delay_From_TimeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delay_From_TimeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delay_From_TimeInputs = {};
