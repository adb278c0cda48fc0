/**
* | output |
* | --- |
* | "Route" |
*
* @param {Pdf_RouteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_route: ((inputs?: Pdf_RouteInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_RouteInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_RouteInputs = {};
