/**
* | output |
* | --- |
* | "The tickets could not be loaded." |
*
* @param {Saya_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_failed: ((inputs?: Saya_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saya_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saya_FailedInputs = {};
