/**
* | output |
* | --- |
* | "Your ticket stays valid for the new time." |
*
* @param {Notice_Delayed_KeptInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_delayed_kept: ((inputs?: Notice_Delayed_KeptInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Delayed_KeptInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Delayed_KeptInputs = {};
