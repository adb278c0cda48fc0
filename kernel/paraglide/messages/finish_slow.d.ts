/**
* | output |
* | --- |
* | "We have not received the payment confirmation yet. The ticket will appear in My Tickets as soon as the payment is confirmed." |
*
* @param {Finish_SlowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_slow: ((inputs?: Finish_SlowInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_SlowInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_SlowInputs = {};
