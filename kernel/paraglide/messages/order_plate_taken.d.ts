/**
* | output |
* | --- |
* | "This vehicle already has a ticket or an unpaid order on this departure. Check My Tickets, or choose another departure." |
*
* @param {Order_Plate_TakenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_plate_taken: ((inputs?: Order_Plate_TakenInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Plate_TakenInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Plate_TakenInputs = {};
