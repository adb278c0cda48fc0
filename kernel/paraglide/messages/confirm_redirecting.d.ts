/**
* | output |
* | --- |
* | "Opening the payment page…" |
*
* @param {Confirm_RedirectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_redirecting: ((inputs?: Confirm_RedirectingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_RedirectingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_RedirectingInputs = {};
