/**
* | output |
* | --- |
* | "Enter a valid age in numbers." |
*
* @param {Ak_Form_Age_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_age_invalid: ((inputs?: Ak_Form_Age_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Form_Age_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Form_Age_InvalidInputs = {};
