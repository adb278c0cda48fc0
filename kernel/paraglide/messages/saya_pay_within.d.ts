/**
* | output |
* | --- |
* | "Pay within" |
*
* @param {Saya_Pay_WithinInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_pay_within: ((inputs?: Saya_Pay_WithinInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saya_Pay_WithinInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Saya_Pay_WithinInputs = {};
