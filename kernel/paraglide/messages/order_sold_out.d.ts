/**
* | output |
* | --- |
* | "This ticket is sold out" |
*
* @param {Order_Sold_OutInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_sold_out: ((inputs?: Order_Sold_OutInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Sold_OutInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Sold_OutInputs = {};
