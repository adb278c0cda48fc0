/**
* | output |
* | --- |
* | "You may move to another departure for free or get a 100 % refund before the new departure time." |
*
* @param {Delay_FreeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_free: ((inputs?: Delay_FreeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delay_FreeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delay_FreeInputs = {};
