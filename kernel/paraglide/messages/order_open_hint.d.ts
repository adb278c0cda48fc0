/**
* | output |
* | --- |
* | "Continue the earlier order to pay for it, or replace it with this one: the earlier order is cancelled and its places released." |
*
* @param {Order_Open_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_hint: ((inputs?: Order_Open_HintInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Open_HintInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Open_HintInputs = {};
