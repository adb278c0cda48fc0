/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Same_As_BookerInputs */

const id_book_same_as_booker = /** @type {(inputs: Book_Same_As_BookerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sama dengan pemesan`)
};

const en_book_same_as_booker = /** @type {(inputs: Book_Same_As_BookerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same as the booker`)
};

/**
* | output |
* | --- |
* | "Same as the booker" |
*
* @param {Book_Same_As_BookerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_same_as_booker = /** @type {((inputs?: Book_Same_As_BookerInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Same_As_BookerInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_same_as_booker(inputs)
	return id_book_same_as_booker(inputs)
});