/**
* | output |
* | --- |
* | "Contact our customer service by phone or chat." |
*
* @param {Ak_Help_TextInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_help_text: ((inputs?: Ak_Help_TextInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Help_TextInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Help_TextInputs = {};
