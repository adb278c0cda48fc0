/**
* | output |
* | --- |
* | "An error occurred, please log out and log in again" |
*
* @param {Order_Other_StatusInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_other_status: ((inputs?: Order_Other_StatusInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Other_StatusInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Other_StatusInputs = {};
