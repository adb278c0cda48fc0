/**
* | output |
* | --- |
* | "Refund ({percent} %)" |
*
* @param {Ak_Refund_RowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_row: ((inputs: Ak_Refund_RowInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Refund_RowInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Refund_RowInputs = {
    percent: NonNullable<unknown>;
};
