/**
* | output |
* | --- |
* | "The ticket was moved to the new departure." |
*
* @param {Ak_MovedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_moved: ((inputs?: Ak_MovedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_MovedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_MovedInputs = {};
