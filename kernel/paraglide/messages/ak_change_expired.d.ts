/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Ak_Change_ExpiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_change_expired: ((inputs?: Ak_Change_ExpiredInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Change_ExpiredInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Change_ExpiredInputs = {};
