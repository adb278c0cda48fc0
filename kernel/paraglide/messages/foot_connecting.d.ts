/**
* | output |
* | --- |
* | "Connecting…" |
*
* @param {Foot_ConnectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_connecting: ((inputs?: Foot_ConnectingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_ConnectingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_ConnectingInputs = {};
