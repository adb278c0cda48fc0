/**
* | output |
* | --- |
* | "Order No." |
*
* @param {Saya_Order_NoInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_order_no: ((inputs?: Saya_Order_NoInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saya_Order_NoInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saya_Order_NoInputs = {};
