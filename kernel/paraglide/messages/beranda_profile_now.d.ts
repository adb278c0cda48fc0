/**
* | output |
* | --- |
* | "Complete Now" |
*
* @param {Beranda_Profile_NowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_profile_now: ((inputs?: Beranda_Profile_NowInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beranda_Profile_NowInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beranda_Profile_NowInputs = {};
