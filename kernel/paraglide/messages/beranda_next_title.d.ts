/**
* | output |
* | --- |
* | "Your Next Crossing" |
*
* @param {Beranda_Next_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_next_title: ((inputs?: Beranda_Next_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beranda_Next_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beranda_Next_TitleInputs = {};
