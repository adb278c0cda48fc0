/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Correct_InvalidInputs */

const id_ak_correct_invalid = /** @type {(inputs: Ak_Correct_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data tidak dapat disimpan. Periksa kembali isian Anda, termasuk usia sesuai jenis penumpang.`)
};

const en_ak_correct_invalid = /** @type {(inputs: Ak_Correct_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The details could not be saved. Check your entries, including ages that match each passenger type.`)
};

/**
* | output |
* | --- |
* | "The details could not be saved. Check your entries, including ages that match each passenger type." |
*
* @param {Ak_Correct_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_invalid = /** @type {((inputs?: Ak_Correct_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Correct_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_correct_invalid(inputs)
	return id_ak_correct_invalid(inputs)
});