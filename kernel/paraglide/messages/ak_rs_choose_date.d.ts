/**
* | output |
* | --- |
* | "New departure date" |
*
* @param {Ak_Rs_Choose_DateInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_choose_date: ((inputs?: Ak_Rs_Choose_DateInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Choose_DateInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Choose_DateInputs = {};
