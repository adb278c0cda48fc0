/**
* | output |
* | --- |
* | "This page will show your ticket automatically." |
*
* @param {Finish_AutoInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_auto: ((inputs?: Finish_AutoInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Finish_AutoInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Finish_AutoInputs = {};
