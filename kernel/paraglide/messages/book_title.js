/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_TitleInputs */

const id_book_title = /** @type {(inputs: Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesan Tiket`)
};

const en_book_title = /** @type {(inputs: Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a Ticket`)
};

/**
* | output |
* | --- |
* | "Book a Ticket" |
*
* @param {Book_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_title = /** @type {((inputs?: Book_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_title(inputs)
	return id_book_title(inputs)
});