/**
* | output |
* | --- |
* | "Create an account to book crossing tickets." |
*
* @param {Register_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const register_intro: ((inputs?: Register_IntroInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_IntroInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_IntroInputs = {};
