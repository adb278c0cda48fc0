/**
* | output |
* | --- |
* | "Foot passenger fares for this departure are not available yet." |
*
* @param {Foot_No_FaresInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_no_fares: ((inputs?: Foot_No_FaresInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_No_FaresInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_No_FaresInputs = {};
