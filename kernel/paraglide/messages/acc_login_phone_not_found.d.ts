/**
* | output |
* | --- |
* | "Your mobile number is not registered yet." |
*
* @param {Acc_Login_Phone_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const acc_login_phone_not_found: ((inputs?: Acc_Login_Phone_Not_FoundInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acc_Login_Phone_Not_FoundInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acc_Login_Phone_Not_FoundInputs = {};
