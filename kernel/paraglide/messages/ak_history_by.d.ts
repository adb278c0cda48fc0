/**
* | output |
* | --- |
* | "By" |
*
* @param {Ak_History_ByInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_by: ((inputs?: Ak_History_ByInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_History_ByInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_History_ByInputs = {};
