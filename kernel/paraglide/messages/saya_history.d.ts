/**
* | output |
* | --- |
* | "Transaction History" |
*
* @param {Saya_HistoryInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_history: ((inputs?: Saya_HistoryInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saya_HistoryInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saya_HistoryInputs = {};
