/**
* | output |
* | --- |
* | "(wind {knots} knots)" |
*
* @param {Ak_Reason_WindInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_reason_wind: ((inputs: Ak_Reason_WindInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Reason_WindInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Reason_WindInputs = {
    knots: NonNullable<unknown>;
};
