/**
* | output |
* | --- |
* | "Payment received, your ticket is being issued" |
*
* @param {Finish_ReceivedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_received: ((inputs?: Finish_ReceivedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_ReceivedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_ReceivedInputs = {};
