/**
* | output |
* | --- |
* | "Booking opens only up to 7 days ahead. Please choose another departure date." |
*
* @param {Order_Outside_WindowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_outside_window: ((inputs?: Order_Outside_WindowInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Outside_WindowInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Outside_WindowInputs = {};
