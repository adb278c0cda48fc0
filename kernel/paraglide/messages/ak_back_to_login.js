/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Back_To_LoginInputs */

const id_ak_back_to_login = /** @type {(inputs: Ak_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kembali ke halaman Masuk`)
};

const en_ak_back_to_login = /** @type {(inputs: Ak_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Sign In`)
};

/**
* | output |
* | --- |
* | "Back to Sign In" |
*
* @param {Ak_Back_To_LoginInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_back_to_login = /** @type {((inputs?: Ak_Back_To_LoginInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Back_To_LoginInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_back_to_login(inputs)
	return id_ak_back_to_login(inputs)
});