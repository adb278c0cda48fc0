/**
* | output |
* | --- |
* | "Choose another date above." |
*
* @param {Daftar_Pick_Other_DayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_pick_other_day: ((inputs?: Daftar_Pick_Other_DayInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Daftar_Pick_Other_DayInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Daftar_Pick_Other_DayInputs = {};
