/**
* | output |
* | --- |
* | "Show {field}" |
*
* @param {Password_Show_FieldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const password_show_field: ((inputs: Password_Show_FieldInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Show_FieldInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Show_FieldInputs = {
    field: NonNullable<unknown>;
};
