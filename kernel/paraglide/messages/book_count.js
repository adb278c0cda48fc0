/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Book_CountInputs */

const id_book_count = /** @type {(inputs: Book_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jumlah penumpang ${i?.type}`)
};

const en_book_count = /** @type {(inputs: Book_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Number of ${i?.type} passengers`)
};

/**
* | output |
* | --- |
* | "Number of {type} passengers" |
*
* @param {Book_CountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_count = /** @type {((inputs: Book_CountInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_CountInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_count(inputs)
	return id_book_count(inputs)
});