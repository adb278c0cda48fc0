/**
* | output |
* | --- |
* | "New departure" |
*
* @param {Ak_Pending_ToInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_to: ((inputs?: Ak_Pending_ToInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Pending_ToInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Pending_ToInputs = {};
