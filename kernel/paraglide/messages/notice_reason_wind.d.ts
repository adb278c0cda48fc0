/**
* | output |
* | --- |
* | "wind {knots} knots" |
*
* @param {Notice_Reason_WindInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_reason_wind: ((inputs: Notice_Reason_WindInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Reason_WindInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Reason_WindInputs = {
    knots: NonNullable<unknown>;
};
