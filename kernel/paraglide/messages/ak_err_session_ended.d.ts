/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Ak_Err_Session_EndedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_err_session_ended: ((inputs?: Ak_Err_Session_EndedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Err_Session_EndedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Err_Session_EndedInputs = {};
