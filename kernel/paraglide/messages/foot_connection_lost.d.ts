/**
* | output |
* | --- |
* | "Connection lost. Please try again." |
*
* @param {Foot_Connection_LostInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_connection_lost: ((inputs?: Foot_Connection_LostInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_Connection_LostInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_Connection_LostInputs = {};
