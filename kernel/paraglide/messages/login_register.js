/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_RegisterInputs */

const id_login_register = /** @type {(inputs: Login_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daftar`)
};

const en_login_register = /** @type {(inputs: Login_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Login_RegisterInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_register = /** @type {((inputs?: Login_RegisterInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_RegisterInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_login_register(inputs)
	return id_login_register(inputs)
});