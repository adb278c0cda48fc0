/**
* | output |
* | --- |
* | "Manifest" |
*
* @param {Pdf_ManifestInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_manifest: ((inputs?: Pdf_ManifestInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ManifestInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_ManifestInputs = {};
