/**
* | output |
* | --- |
* | "Connection lost. Reconnecting…" |
*
* @param {Confirm_ReconnectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_reconnecting: ((inputs?: Confirm_ReconnectingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_ReconnectingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_ReconnectingInputs = {};
