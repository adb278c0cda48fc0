/**
* | output |
* | --- |
* | "This departure costs {fare}, up from the {paid} you paid." |
*
* @param {Ak_Rs_Higher_FareInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_higher_fare: ((inputs: Ak_Rs_Higher_FareInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Higher_FareInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Higher_FareInputs = {
    fare: NonNullable<unknown>;
    paid: NonNullable<unknown>;
};
