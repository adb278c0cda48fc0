/**
* | output |
* | --- |
* | "The departures could not be loaded." |
*
* @param {Ak_Rs_Options_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_options_failed: ((inputs?: Ak_Rs_Options_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Options_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Options_FailedInputs = {};
