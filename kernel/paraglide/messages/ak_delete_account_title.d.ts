/**
* | output |
* | --- |
* | "Delete account?" |
*
* @param {Ak_Delete_Account_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_account_title: ((inputs?: Ak_Delete_Account_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Delete_Account_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Delete_Account_TitleInputs = {};
