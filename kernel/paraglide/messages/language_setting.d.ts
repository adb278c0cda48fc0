/**
* | output |
* | --- |
* | "App language" |
*
* @param {Language_SettingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const language_setting: ((inputs?: Language_SettingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_SettingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_SettingInputs = {};
