/**
* | output |
* | --- |
* | "QR code of ticket {invoice}" |
*
* @param {Detail_Qr_LabelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_qr_label: ((inputs: Detail_Qr_LabelInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_Qr_LabelInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_Qr_LabelInputs = {
    invoice: NonNullable<unknown>;
};
