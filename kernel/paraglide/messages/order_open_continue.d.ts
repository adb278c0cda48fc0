/**
* | output |
* | --- |
* | "Continue the Earlier Order" |
*
* @param {Order_Open_ContinueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_continue: ((inputs?: Order_Open_ContinueInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Open_ContinueInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Open_ContinueInputs = {};
