/**
* | output |
* | --- |
* | "Contact the Help Centre for the refund:" |
*
* @param {Finish_ContactInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_contact: ((inputs?: Finish_ContactInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_ContactInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_ContactInputs = {};
