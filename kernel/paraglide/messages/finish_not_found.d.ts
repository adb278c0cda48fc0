/**
* | output |
* | --- |
* | "Transaction not found." |
*
* @param {Finish_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_not_found: ((inputs?: Finish_Not_FoundInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_Not_FoundInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_Not_FoundInputs = {};
