/**
* | output |
* | --- |
* | "The list could not be loaded." |
*
* @param {Ak_List_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_list_failed: ((inputs?: Ak_List_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_List_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_List_FailedInputs = {};
