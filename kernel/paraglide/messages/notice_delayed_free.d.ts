/**
* | output |
* | --- |
* | "You may move to another departure for free or get a 100 % refund before the new time." |
*
* @param {Notice_Delayed_FreeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_delayed_free: ((inputs?: Notice_Delayed_FreeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Delayed_FreeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Delayed_FreeInputs = {};
