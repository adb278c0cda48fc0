/**
* | output |
* | --- |
* | "Transaction History" |
*
* @param {Ak_History_ScreenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_screen: ((inputs?: Ak_History_ScreenInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_History_ScreenInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_History_ScreenInputs = {};
