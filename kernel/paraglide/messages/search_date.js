/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_DateInputs */

const id_search_date = /** @type {(inputs: Search_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggal Keberangkatan`)
};

const en_search_date = /** @type {(inputs: Search_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure Date`)
};

/**
* | output |
* | --- |
* | "Departure Date" |
*
* @param {Search_DateInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_date = /** @type {((inputs?: Search_DateInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_DateInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_search_date(inputs)
	return id_search_date(inputs)
});