/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_RegisteredInputs */

const id_login_registered = /** @type {(inputs: Login_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendaftaran berhasil. Silakan masuk dengan akun Anda.`)
};

const en_login_registered = /** @type {(inputs: Login_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration complete. Please sign in with your account.`)
};

/**
* | output |
* | --- |
* | "Registration complete. Please sign in with your account." |
*
* @param {Login_RegisteredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_registered = /** @type {((inputs?: Login_RegisteredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_RegisteredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_login_registered(inputs)
	return id_login_registered(inputs)
});