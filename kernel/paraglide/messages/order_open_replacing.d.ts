/**
* | output |
* | --- |
* | "Cancelling the earlier order…" |
*
* @param {Order_Open_ReplacingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_replacing: ((inputs?: Order_Open_ReplacingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Open_ReplacingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Open_ReplacingInputs = {};
