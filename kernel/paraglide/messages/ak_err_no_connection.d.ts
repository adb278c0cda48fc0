/**
* | output |
* | --- |
* | "Cannot reach the server. Check your internet connection and try again." |
*
* @param {Ak_Err_No_ConnectionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_err_no_connection: ((inputs?: Ak_Err_No_ConnectionInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Err_No_ConnectionInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Err_No_ConnectionInputs = {};
