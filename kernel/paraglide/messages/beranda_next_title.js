/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beranda_Next_TitleInputs */

const id_beranda_next_title = /** @type {(inputs: Beranda_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penyeberanganmu Selanjutnya`)
};

const en_beranda_next_title = /** @type {(inputs: Beranda_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Next Crossing`)
};

/**
* | output |
* | --- |
* | "Your Next Crossing" |
*
* @param {Beranda_Next_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_next_title = /** @type {((inputs?: Beranda_Next_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beranda_Next_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_beranda_next_title(inputs)
	return id_beranda_next_title(inputs)
});