/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acc_Login_Wrong_PasswordInputs */

const id_acc_login_wrong_password = /** @type {(inputs: Acc_Login_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi Anda salah. Silakan coba lagi.`)
};

const en_acc_login_wrong_password = /** @type {(inputs: Acc_Login_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is wrong. Please try again.`)
};

/**
* | output |
* | --- |
* | "Your password is wrong. Please try again." |
*
* @param {Acc_Login_Wrong_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const acc_login_wrong_password = /** @type {((inputs?: Acc_Login_Wrong_PasswordInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acc_Login_Wrong_PasswordInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_acc_login_wrong_password(inputs)
	return id_acc_login_wrong_password(inputs)
});