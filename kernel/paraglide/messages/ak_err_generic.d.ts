/**
* | output |
* | --- |
* | "The request could not be processed. Please try again." |
*
* @param {Ak_Err_GenericInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_err_generic: ((inputs?: Ak_Err_GenericInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Err_GenericInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Err_GenericInputs = {};
