/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Ak_Change_PendingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_change_pending: ((inputs?: Ak_Change_PendingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Change_PendingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Change_PendingInputs = {};
