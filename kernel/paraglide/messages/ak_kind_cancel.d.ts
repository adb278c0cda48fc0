/**
* | output |
* | --- |
* | "Cancellation" |
*
* @param {Ak_Kind_CancelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_kind_cancel: ((inputs?: Ak_Kind_CancelInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Kind_CancelInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Kind_CancelInputs = {};
