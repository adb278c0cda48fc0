/**
* | output |
* | --- |
* | "Later" |
*
* @param {Beranda_Profile_LaterInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_profile_later: ((inputs?: Beranda_Profile_LaterInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beranda_Profile_LaterInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beranda_Profile_LaterInputs = {};
