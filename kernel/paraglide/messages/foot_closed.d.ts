/**
* | output |
* | --- |
* | "This departure is not open for online sale." |
*
* @param {Foot_ClosedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_closed: ((inputs?: Foot_ClosedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_ClosedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_ClosedInputs = {};
