/**
* | output |
* | --- |
* | "Too many requests. Please try again later." |
*
* @param {Ak_Err_Too_ManyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_err_too_many: ((inputs?: Ak_Err_Too_ManyInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Err_Too_ManyInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Err_Too_ManyInputs = {};
