/**
* | output |
* | --- |
* | "{age} years" |
*
* @param {Ak_YearsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_years: ((inputs: Ak_YearsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_YearsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_YearsInputs = {
    age: NonNullable<unknown>;
};
