/**
* | output |
* | --- |
* | "Account menu" |
*
* @param {Ak_Menu_LabelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_menu_label: ((inputs?: Ak_Menu_LabelInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Menu_LabelInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Menu_LabelInputs = {};
