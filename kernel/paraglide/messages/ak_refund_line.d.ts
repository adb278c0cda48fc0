/**
* | output |
* | --- |
* | "Refund {percent} %: {amount}" |
*
* @param {Ak_Refund_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_line: ((inputs: Ak_Refund_LineInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Refund_LineInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Refund_LineInputs = {
    percent: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
