/**
* | output |
* | --- |
* | "Review Changes" |
*
* @param {Ak_Check_ChangesInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_check_changes: ((inputs?: Ak_Check_ChangesInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Check_ChangesInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Check_ChangesInputs = {};
