/**
* | output |
* | --- |
* | "The current password is wrong. Please try again." |
*
* @param {Ak_Current_WrongInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_current_wrong: ((inputs?: Ak_Current_WrongInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Current_WrongInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Current_WrongInputs = {};
