/**
* | output |
* | --- |
* | "Child" |
*
* @param {Pax_ChildInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pax_child: ((inputs?: Pax_ChildInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pax_ChildInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pax_ChildInputs = {};
