/**
* | output |
* | --- |
* | "This password is too easy to guess for a staff account. Use at least 10 characters, for example a few random words." |
*
* @param {Ak_Staff_Password_WeakInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_staff_password_weak: ((inputs?: Ak_Staff_Password_WeakInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Staff_Password_WeakInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Staff_Password_WeakInputs = {};
