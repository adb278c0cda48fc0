/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {Foot_Full_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_full_name: ((inputs?: Foot_Full_NameInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_Full_NameInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_Full_NameInputs = {};
