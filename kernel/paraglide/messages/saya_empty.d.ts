/**
* | output |
* | --- |
* | "No active tickets yet. Book your crossing from Home." |
*
* @param {Saya_EmptyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_empty: ((inputs?: Saya_EmptyInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saya_EmptyInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saya_EmptyInputs = {};
