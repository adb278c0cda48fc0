/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Correct_FreeInputs */

const id_ak_correct_free = /** @type {(inputs: Ak_Correct_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis, sampai check-in.`)
};

const en_ak_correct_free = /** @type {(inputs: Ak_Correct_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free until check-in.`)
};

/**
* | output |
* | --- |
* | "Free until check-in." |
*
* @param {Ak_Correct_FreeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_free = /** @type {((inputs?: Ak_Correct_FreeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Correct_FreeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_correct_free(inputs)
	return id_ak_correct_free(inputs)
});