/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Gap_DomicileInputs */

const id_book_gap_domicile = /** @type {(inputs: Book_Gap_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`domisili`)
};

const en_book_gap_domicile = /** @type {(inputs: Book_Gap_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`home town`)
};

/**
* | output |
* | --- |
* | "home town" |
*
* @param {Book_Gap_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_domicile = /** @type {((inputs?: Book_Gap_DomicileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Gap_DomicileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_gap_domicile(inputs)
	return id_book_gap_domicile(inputs)
});