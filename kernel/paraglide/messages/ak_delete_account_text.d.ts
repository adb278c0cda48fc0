/**
* | output |
* | --- |
* | "Your account and its data will be deleted permanently and cannot be recovered." |
*
* @param {Ak_Delete_Account_TextInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_account_text: ((inputs?: Ak_Delete_Account_TextInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Delete_Account_TextInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Delete_Account_TextInputs = {};
