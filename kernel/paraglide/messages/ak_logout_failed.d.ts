/**
* | output |
* | --- |
* | "Could not sign out. Please try again." |
*
* @param {Ak_Logout_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_logout_failed: ((inputs?: Ak_Logout_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Logout_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Logout_FailedInputs = {};
