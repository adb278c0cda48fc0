/**
* | output |
* | --- |
* | "The account details could not be saved. Please try again." |
*
* @param {Ak_Profile_Save_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_profile_save_failed: ((inputs?: Ak_Profile_Save_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Profile_Save_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Profile_Save_FailedInputs = {};
