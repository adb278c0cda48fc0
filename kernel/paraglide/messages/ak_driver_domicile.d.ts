/**
* | output |
* | --- |
* | "Driver home town" |
*
* @param {Ak_Driver_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_driver_domicile: ((inputs?: Ak_Driver_DomicileInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Driver_DomicileInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Driver_DomicileInputs = {};
