/**
* | output |
* | --- |
* | "put on hold" |
*
* @param {Notice_Closed_HeldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_closed_held: ((inputs?: Notice_Closed_HeldInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Closed_HeldInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Closed_HeldInputs = {};
