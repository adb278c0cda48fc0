/**
* | output |
* | --- |
* | "Back to Sign In" |
*
* @param {Ak_Back_To_LoginInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_back_to_login: ((inputs?: Ak_Back_To_LoginInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Back_To_LoginInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Back_To_LoginInputs = {};
