/**
* | output |
* | --- |
* | "Loading more history…" |
*
* @param {Ak_History_Loading_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_loading_more: ((inputs?: Ak_History_Loading_MoreInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_History_Loading_MoreInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_History_Loading_MoreInputs = {};
