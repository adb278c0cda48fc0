/**
* | output |
* | --- |
* | "{type} foot passenger" |
*
* @param {Receipt_Line_FootInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_foot: ((inputs: Receipt_Line_FootInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Line_FootInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Line_FootInputs = {
    type: NonNullable<unknown>;
};
