/**
* | output |
* | --- |
* | "You still have an unpaid order for this departure" |
*
* @param {Order_OpenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open: ((inputs?: Order_OpenInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_OpenInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_OpenInputs = {};
