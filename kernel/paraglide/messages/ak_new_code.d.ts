/**
* | output |
* | --- |
* | "Request a New OTP Code" |
*
* @param {Ak_New_CodeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_new_code: ((inputs?: Ak_New_CodeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_New_CodeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_New_CodeInputs = {};
