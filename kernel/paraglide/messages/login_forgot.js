/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_ForgotInputs */

const id_login_forgot = /** @type {(inputs: Login_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lupa Kata Sandi?`)
};

const en_login_forgot = /** @type {(inputs: Login_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password?`)
};

/**
* | output |
* | --- |
* | "Forgot Password?" |
*
* @param {Login_ForgotInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_forgot = /** @type {((inputs?: Login_ForgotInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_ForgotInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_login_forgot(inputs)
	return id_login_forgot(inputs)
});