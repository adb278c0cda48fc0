/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_SwapInputs */

const id_search_swap = /** @type {(inputs: Search_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tukar keberangkatan dan tujuan`)
};

const en_search_swap = /** @type {(inputs: Search_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap departure and destination`)
};

/**
* | output |
* | --- |
* | "Swap departure and destination" |
*
* @param {Search_SwapInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_swap = /** @type {((inputs?: Search_SwapInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_SwapInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_search_swap(inputs)
	return id_search_swap(inputs)
});