/**
* | output |
* | --- |
* | "Hello, {name}!" |
*
* @param {Beranda_Profile_HelloInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_profile_hello: ((inputs: Beranda_Profile_HelloInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beranda_Profile_HelloInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beranda_Profile_HelloInputs = {
    name: NonNullable<unknown>;
};
