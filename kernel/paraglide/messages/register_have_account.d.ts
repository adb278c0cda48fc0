/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Register_Have_AccountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const register_have_account: ((inputs?: Register_Have_AccountInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Have_AccountInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Have_AccountInputs = {};
