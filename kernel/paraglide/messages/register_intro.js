/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_IntroInputs */

const id_register_intro = /** @type {(inputs: Register_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buat akun untuk memesan tiket penyeberangan.`)
};

const en_register_intro = /** @type {(inputs: Register_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account to book crossing tickets.`)
};

/**
* | output |
* | --- |
* | "Create an account to book crossing tickets." |
*
* @param {Register_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const register_intro = /** @type {((inputs?: Register_IntroInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_IntroInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_register_intro(inputs)
	return id_register_intro(inputs)
});