/**
* | output |
* | --- |
* | "The account details could not be saved. Check your entries." |
*
* @param {Ak_Profile_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_profile_invalid: ((inputs?: Ak_Profile_InvalidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Profile_InvalidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Profile_InvalidInputs = {};
