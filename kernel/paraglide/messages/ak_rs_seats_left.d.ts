/**
* | output |
* | --- |
* | "{n} seats left" |
*
* @param {Ak_Rs_Seats_LeftInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_seats_left: ((inputs: Ak_Rs_Seats_LeftInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Seats_LeftInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Seats_LeftInputs = {
    n: NonNullable<unknown>;
};
