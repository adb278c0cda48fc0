/**
* | output |
* | --- |
* | "Connecting to the server…" |
*
* @param {Confirm_ConnectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_connecting: ((inputs?: Confirm_ConnectingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_ConnectingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_ConnectingInputs = {};
