/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_Switch_LabelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const language_switch_label: ((inputs?: Language_Switch_LabelInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_Switch_LabelInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_Switch_LabelInputs = {};
