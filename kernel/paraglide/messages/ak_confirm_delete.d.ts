/**
* | output |
* | --- |
* | "Yes, Delete" |
*
* @param {Ak_Confirm_DeleteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_delete: ((inputs?: Ak_Confirm_DeleteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Confirm_DeleteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Confirm_DeleteInputs = {};
