/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Ak_LogoutInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_logout: ((inputs?: Ak_LogoutInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_LogoutInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_LogoutInputs = {};
