/**
* | output |
* | --- |
* | "Online ticket sales for this departure have closed (less than 1 hour before departure). Please choose another departure." |
*
* @param {Order_Closed_For_SaleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_closed_for_sale: ((inputs?: Order_Closed_For_SaleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Closed_For_SaleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Closed_For_SaleInputs = {};
