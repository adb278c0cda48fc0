/**
* | output |
* | --- |
* | "Opening the payment page…" |
*
* @param {Ak_Rs_RedirectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_redirecting: ((inputs?: Ak_Rs_RedirectingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_RedirectingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_RedirectingInputs = {};
