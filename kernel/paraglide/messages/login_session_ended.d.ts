/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Login_Session_EndedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_session_ended: ((inputs?: Login_Session_EndedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_Session_EndedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_Session_EndedInputs = {};
