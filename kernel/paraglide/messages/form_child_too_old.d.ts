/**
* | output |
* | --- |
* | "A child passenger must be under 5 years old." |
*
* @param {Form_Child_Too_OldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_child_too_old: ((inputs?: Form_Child_Too_OldInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Child_Too_OldInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Child_Too_OldInputs = {};
