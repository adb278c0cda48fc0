/**
* | output |
* | --- |
* | "The next departure with places left:" |
*
* @param {Next_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const next_found: ((inputs?: Next_FoundInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Next_FoundInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Next_FoundInputs = {};
