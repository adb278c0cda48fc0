/**
* | output |
* | --- |
* | "Deleting…" |
*
* @param {Ak_DeletingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_deleting: ((inputs?: Ak_DeletingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_DeletingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_DeletingInputs = {};
