/**
* | output |
* | --- |
* | "The operator has closed this departure. Please choose another departure." |
*
* @param {Order_Closed_By_OperatorInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_closed_by_operator: ((inputs?: Order_Closed_By_OperatorInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Closed_By_OperatorInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Closed_By_OperatorInputs = {};
