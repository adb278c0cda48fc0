/**
* | output |
* | --- |
* | "born {year}" |
*
* @param {Ak_BornInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_born: ((inputs: Ak_BornInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_BornInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_BornInputs = {
    year: NonNullable<unknown>;
};
