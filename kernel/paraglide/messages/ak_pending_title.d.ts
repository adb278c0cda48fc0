/**
* | output |
* | --- |
* | "Departure change awaiting payment" |
*
* @param {Ak_Pending_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_title: ((inputs?: Ak_Pending_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Pending_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Pending_TitleInputs = {};
