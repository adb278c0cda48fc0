/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_TotalInputs */

const id_book_total = /** @type {(inputs: Book_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total sementara`)
};

const en_book_total = /** @type {(inputs: Book_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total so far`)
};

/**
* | output |
* | --- |
* | "Total so far" |
*
* @param {Book_TotalInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_total = /** @type {((inputs?: Book_TotalInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_TotalInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_total(inputs)
	return id_book_total(inputs)
});