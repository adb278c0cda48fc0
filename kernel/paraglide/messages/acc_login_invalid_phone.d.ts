/**
* | output |
* | --- |
* | "This phone number is not registered. Please try again." |
*
* @param {Acc_Login_Invalid_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const acc_login_invalid_phone: ((inputs?: Acc_Login_Invalid_PhoneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Acc_Login_Invalid_PhoneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Acc_Login_Invalid_PhoneInputs = {};
