/**
* | output |
* | --- |
* | "{age} years / {gender}" |
*
* @param {Pdf_Age_Gender_ValueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_age_gender_value: ((inputs: Pdf_Age_Gender_ValueInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Age_Gender_ValueInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Age_Gender_ValueInputs = {
    age: NonNullable<unknown>;
    gender: NonNullable<unknown>;
};
