/**
* | output |
* | --- |
* | "Change or Cancel Ticket" |
*
* @param {Ak_Actions_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_actions_title: ((inputs?: Ak_Actions_TitleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Actions_TitleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Actions_TitleInputs = {};
