/**
* | output |
* | --- |
* | "Add your age, gender and home town so booking tickets is quicker." |
*
* @param {Beranda_Profile_TextInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_profile_text: ((inputs?: Beranda_Profile_TextInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beranda_Profile_TextInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beranda_Profile_TextInputs = {};
