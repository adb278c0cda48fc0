/**
* | output |
* | --- |
* | "A child passenger must be under 5 years old." |
*
* @param {Ak_Form_Child_Too_OldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_child_too_old: ((inputs?: Ak_Form_Child_Too_OldInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Form_Child_Too_OldInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Form_Child_Too_OldInputs = {};
