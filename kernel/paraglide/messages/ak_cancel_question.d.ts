/**
* | output |
* | --- |
* | "This ticket will be cancelled and can no longer be used. Continue?" |
*
* @param {Ak_Cancel_QuestionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_cancel_question: ((inputs?: Ak_Cancel_QuestionInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Cancel_QuestionInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Cancel_QuestionInputs = {};
