/**
* | output |
* | --- |
* | "The old ticket QR code stops working after the move." |
*
* @param {Ak_Rs_Confirm_QrInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_confirm_qr: ((inputs?: Ak_Rs_Confirm_QrInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Confirm_QrInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Confirm_QrInputs = {};
