/**
* | output |
* | --- |
* | "Fee {percent} %: {amount}" |
*
* @param {Ak_Fee_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_fee_line: ((inputs: Ak_Fee_LineInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Fee_LineInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Fee_LineInputs = {
    percent: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
