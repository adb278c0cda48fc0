/**
* | output |
* | --- |
* | "Processing the order…" |
*
* @param {Confirm_PlacingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_placing: ((inputs?: Confirm_PlacingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_PlacingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_PlacingInputs = {};
