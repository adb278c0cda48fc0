/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_CorrectInputs */

const id_ak_correct = /** @type {(inputs: Ak_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perbaiki Data`)
};

const en_ak_correct = /** @type {(inputs: Ak_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct Details`)
};

/**
* | output |
* | --- |
* | "Correct Details" |
*
* @param {Ak_CorrectInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct = /** @type {((inputs?: Ak_CorrectInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_CorrectInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_correct(inputs)
	return id_ak_correct(inputs)
});