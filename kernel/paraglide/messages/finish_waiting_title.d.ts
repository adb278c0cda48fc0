/**
* | output |
* | --- |
* | "Waiting for payment confirmation" |
*
* @param {Finish_Waiting_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_waiting_title: ((inputs?: Finish_Waiting_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_Waiting_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_Waiting_TitleInputs = {};
