/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Password_ResetInputs */

const id_login_password_reset = /** @type {(inputs: Login_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.`)
};

const en_login_password_reset = /** @type {(inputs: Login_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed. Please sign in with your new password.`)
};

/**
* | output |
* | --- |
* | "Password changed. Please sign in with your new password." |
*
* @param {Login_Password_ResetInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_password_reset = /** @type {((inputs?: Login_Password_ResetInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Password_ResetInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_login_password_reset(inputs)
	return id_login_password_reset(inputs)
});