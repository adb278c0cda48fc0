/**
* | output |
* | --- |
* | "Delete {name}?" |
*
* @param {Ak_Delete_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_title: ((inputs: Ak_Delete_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Delete_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Delete_TitleInputs = {
    name: NonNullable<unknown>;
};
