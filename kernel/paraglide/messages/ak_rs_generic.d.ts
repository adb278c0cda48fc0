/**
* | output |
* | --- |
* | "Something went wrong. Try again." |
*
* @param {Ak_Rs_GenericInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_generic: ((inputs?: Ak_Rs_GenericInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_GenericInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_GenericInputs = {};
