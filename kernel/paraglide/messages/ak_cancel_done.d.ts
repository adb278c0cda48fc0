/**
* | output |
* | --- |
* | "Ticket cancelled. See the refund status below." |
*
* @param {Ak_Cancel_DoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_cancel_done: ((inputs?: Ak_Cancel_DoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Cancel_DoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Cancel_DoneInputs = {};
