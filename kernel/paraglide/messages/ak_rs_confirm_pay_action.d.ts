/**
* | output |
* | --- |
* | "Pay and Change Departure" |
*
* @param {Ak_Rs_Confirm_Pay_ActionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_confirm_pay_action: ((inputs?: Ak_Rs_Confirm_Pay_ActionInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Confirm_Pay_ActionInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Confirm_Pay_ActionInputs = {};
