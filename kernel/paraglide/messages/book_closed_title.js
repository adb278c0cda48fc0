/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Closed_TitleInputs */

const id_book_closed_title = /** @type {(inputs: Book_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan ini tidak dapat dipesan`)
};

const en_book_closed_title = /** @type {(inputs: Book_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This departure cannot be booked`)
};

/**
* | output |
* | --- |
* | "This departure cannot be booked" |
*
* @param {Book_Closed_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_closed_title = /** @type {((inputs?: Book_Closed_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Closed_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_closed_title(inputs)
	return id_book_closed_title(inputs)
});