/**
* | output |
* | --- |
* | "Your account has been deleted." |
*
* @param {Ak_Delete_SuccessInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_success: ((inputs?: Ak_Delete_SuccessInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Delete_SuccessInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Delete_SuccessInputs = {};
