/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_TitleInputs */

const id_search_title = /** @type {(inputs: Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cari Jadwal Penyeberangan`)
};

const en_search_title = /** @type {(inputs: Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a Crossing`)
};

/**
* | output |
* | --- |
* | "Find a Crossing" |
*
* @param {Search_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_title = /** @type {((inputs?: Search_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_search_title(inputs)
	return id_search_title(inputs)
});