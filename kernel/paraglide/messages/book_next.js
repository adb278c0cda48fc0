/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_NextInputs */

const id_book_next = /** @type {(inputs: Book_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesan keberangkatan ini`)
};

const en_book_next = /** @type {(inputs: Book_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book this departure`)
};

/**
* | output |
* | --- |
* | "Book this departure" |
*
* @param {Book_NextInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_next = /** @type {((inputs?: Book_NextInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_NextInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_next(inputs)
	return id_book_next(inputs)
});