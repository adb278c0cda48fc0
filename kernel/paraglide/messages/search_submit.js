/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_SubmitInputs */

const id_search_submit = /** @type {(inputs: Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cari Tiket`)
};

const en_search_submit = /** @type {(inputs: Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Tickets`)
};

/**
* | output |
* | --- |
* | "Find Tickets" |
*
* @param {Search_SubmitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_submit = /** @type {((inputs?: Search_SubmitInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_SubmitInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_search_submit(inputs)
	return id_search_submit(inputs)
});