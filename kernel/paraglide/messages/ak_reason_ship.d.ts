/**
* | output |
* | --- |
* | "Ship out of service" |
*
* @param {Ak_Reason_ShipInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_reason_ship: ((inputs?: Ak_Reason_ShipInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Reason_ShipInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Reason_ShipInputs = {};
