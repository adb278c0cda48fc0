/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Ak_Edit_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_edit_name: ((inputs: Ak_Edit_NameInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Edit_NameInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Edit_NameInputs = {
    name: NonNullable<unknown>;
};
