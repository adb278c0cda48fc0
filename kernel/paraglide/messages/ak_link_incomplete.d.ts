/**
* | output |
* | --- |
* | "This link is incomplete. Please start again from Forgot Password." |
*
* @param {Ak_Link_IncompleteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_link_incomplete: ((inputs?: Ak_Link_IncompleteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Link_IncompleteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Link_IncompleteInputs = {};
