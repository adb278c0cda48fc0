/**
* | output |
* | --- |
* | "{count} passenger without a name was not added: their passenger type is no longer available." |
*
* @param {Again_Note_Unnamed_Gone_OneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_unnamed_gone_one: ((inputs: Again_Note_Unnamed_Gone_OneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_Note_Unnamed_Gone_OneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_Note_Unnamed_Gone_OneInputs = {
    count: NonNullable<unknown>;
};
