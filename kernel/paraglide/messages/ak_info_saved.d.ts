/**
* | output |
* | --- |
* | "Account information saved." |
*
* @param {Ak_Info_SavedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_info_saved: ((inputs?: Ak_Info_SavedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Info_SavedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Info_SavedInputs = {};
