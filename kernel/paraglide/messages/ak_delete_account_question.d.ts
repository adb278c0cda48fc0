/**
* | output |
* | --- |
* | "Are you sure you want to delete your account? This cannot be undone." |
*
* @param {Ak_Delete_Account_QuestionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_account_question: ((inputs?: Ak_Delete_Account_QuestionInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Delete_Account_QuestionInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Delete_Account_QuestionInputs = {};
