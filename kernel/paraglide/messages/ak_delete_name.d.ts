/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Ak_Delete_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_name: ((inputs: Ak_Delete_NameInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Delete_NameInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Delete_NameInputs = {
    name: NonNullable<unknown>;
};
