/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Current_WrongInputs */

const id_ak_current_wrong = /** @type {(inputs: Ak_Current_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi saat ini salah. Silakan coba lagi.`)
};

const en_ak_current_wrong = /** @type {(inputs: Ak_Current_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The current password is wrong. Please try again.`)
};

/**
* | output |
* | --- |
* | "The current password is wrong. Please try again." |
*
* @param {Ak_Current_WrongInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_current_wrong = /** @type {((inputs?: Ak_Current_WrongInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Current_WrongInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_current_wrong(inputs)
	return id_ak_current_wrong(inputs)
});