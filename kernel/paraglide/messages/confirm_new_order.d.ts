/**
* | output |
* | --- |
* | "New Order" |
*
* @param {Confirm_New_OrderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_new_order: ((inputs?: Confirm_New_OrderInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_New_OrderInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_New_OrderInputs = {};
