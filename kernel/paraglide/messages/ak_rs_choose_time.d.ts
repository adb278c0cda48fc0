/**
* | output |
* | --- |
* | "Choose {time}" |
*
* @param {Ak_Rs_Choose_TimeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_choose_time: ((inputs: Ak_Rs_Choose_TimeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Choose_TimeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Choose_TimeInputs = {
    time: NonNullable<unknown>;
};
