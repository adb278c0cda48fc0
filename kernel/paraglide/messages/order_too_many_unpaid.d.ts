/**
* | output |
* | --- |
* | "You still have several unpaid orders. Pay them or let them lapse (15 minutes) before booking again." |
*
* @param {Order_Too_Many_UnpaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_too_many_unpaid: ((inputs?: Order_Too_Many_UnpaidInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Too_Many_UnpaidInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Too_Many_UnpaidInputs = {};
