/**
* | output |
* | --- |
* | "Your Money Will Be Refunded" |
*
* @param {Finish_Refund_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_refund_title: ((inputs?: Finish_Refund_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_Refund_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_Refund_TitleInputs = {};
