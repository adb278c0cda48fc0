/**
* | output |
* | --- |
* | "Yes, Cancel Ticket" |
*
* @param {Ak_Confirm_CancelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_cancel: ((inputs?: Ak_Confirm_CancelInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Confirm_CancelInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Confirm_CancelInputs = {};
