/**
* | output |
* | --- |
* | "Nothing has been changed yet." |
*
* @param {Ak_Nothing_ChangedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_nothing_changed: ((inputs?: Ak_Nothing_ChangedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Nothing_ChangedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Nothing_ChangedInputs = {};
