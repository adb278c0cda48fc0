/**
* | output |
* | --- |
* | "A lower fare is not refunded." |
*
* @param {Ak_Rs_Lower_FareInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_lower_fare: ((inputs?: Ak_Rs_Lower_FareInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Lower_FareInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Lower_FareInputs = {};
