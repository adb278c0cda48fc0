/**
* | output |
* | --- |
* | "The earlier order could not be cancelled yet. Check your connection, then try again." |
*
* @param {Order_Open_Replace_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_replace_failed: ((inputs?: Order_Open_Replace_FailedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Open_Replace_FailedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Open_Replace_FailedInputs = {};
