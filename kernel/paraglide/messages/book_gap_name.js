/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Gap_NameInputs */

const id_book_gap_name = /** @type {(inputs: Book_Gap_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nama`)
};

const en_book_gap_name = /** @type {(inputs: Book_Gap_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name`)
};

/**
* | output |
* | --- |
* | "name" |
*
* @param {Book_Gap_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_name = /** @type {((inputs?: Book_Gap_NameInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Gap_NameInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_gap_name(inputs)
	return id_book_gap_name(inputs)
});