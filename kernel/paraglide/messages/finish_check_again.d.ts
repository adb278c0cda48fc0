/**
* | output |
* | --- |
* | "Check again" |
*
* @param {Finish_Check_AgainInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_check_again: ((inputs?: Finish_Check_AgainInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_Check_AgainInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_Check_AgainInputs = {};
