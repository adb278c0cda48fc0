/**
* | output |
* | --- |
* | "Replace with This Order" |
*
* @param {Order_Open_ReplaceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_replace: ((inputs?: Order_Open_ReplaceInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Open_ReplaceInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Open_ReplaceInputs = {};
