/**
* | output |
* | --- |
* | "Hide {field}" |
*
* @param {Password_Hide_FieldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const password_hide_field: ((inputs: Password_Hide_FieldInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Hide_FieldInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Hide_FieldInputs = {
    field: NonNullable<unknown>;
};
