/**
* | output |
* | --- |
* | "You will go to the payment page. The ticket moves once the payment is received (within 15 minutes)." |
*
* @param {Ak_Rs_Confirm_PayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_confirm_pay: ((inputs?: Ak_Rs_Confirm_PayInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_Confirm_PayInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_Confirm_PayInputs = {};
