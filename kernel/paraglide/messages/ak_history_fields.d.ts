/**
* | output |
* | --- |
* | "Details corrected" |
*
* @param {Ak_History_FieldsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_fields: ((inputs?: Ak_History_FieldsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_History_FieldsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_History_FieldsInputs = {};
