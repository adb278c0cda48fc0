/**
* | output |
* | --- |
* | "Check Your Order" |
*
* @param {Foot_Review_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_review_title: ((inputs?: Foot_Review_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_Review_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_Review_TitleInputs = {};
