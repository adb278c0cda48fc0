/**
* | output |
* | --- |
* | "Need help?" |
*
* @param {Ak_Help_HeadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_help_heading: ((inputs?: Ak_Help_HeadingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Help_HeadingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Help_HeadingInputs = {};
