/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Correct_DoneInputs */

const id_ak_correct_done = /** @type {(inputs: Ak_Correct_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data tiket sudah diperbaiki.`)
};

const en_ak_correct_done = /** @type {(inputs: Ak_Correct_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ticket details have been corrected.`)
};

/**
* | output |
* | --- |
* | "The ticket details have been corrected." |
*
* @param {Ak_Correct_DoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_done = /** @type {((inputs?: Ak_Correct_DoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Correct_DoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_correct_done(inputs)
	return id_ak_correct_done(inputs)
});