/**
* | output |
* | --- |
* | "{what} will be removed from this list. Tickets already booked do not change." |
*
* @param {Ak_Delete_QuestionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_question: ((inputs: Ak_Delete_QuestionInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Delete_QuestionInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Delete_QuestionInputs = {
    what: NonNullable<unknown>;
};
