/**
* | output |
* | --- |
* | "The booking data could not be loaded. Try again." |
*
* @param {Foot_Load_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_load_failed: ((inputs?: Foot_Load_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_Load_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_Load_FailedInputs = {};
