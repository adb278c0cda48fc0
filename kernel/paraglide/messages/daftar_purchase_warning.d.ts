/**
* | output |
* | --- |
* | "Tickets can be bought online up to 1 hour before departure." |
*
* @param {Daftar_Purchase_WarningInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_purchase_warning: ((inputs?: Daftar_Purchase_WarningInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Daftar_Purchase_WarningInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Daftar_Purchase_WarningInputs = {};
