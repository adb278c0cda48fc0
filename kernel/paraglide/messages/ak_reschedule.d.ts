/**
* | output |
* | --- |
* | "Change Departure" |
*
* @param {Ak_RescheduleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_reschedule: ((inputs?: Ak_RescheduleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_RescheduleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_RescheduleInputs = {};
