/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Gap_GenderInputs */

const id_book_gap_gender = /** @type {(inputs: Book_Gap_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jenis kelamin`)
};

const en_book_gap_gender = /** @type {(inputs: Book_Gap_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gender`)
};

/**
* | output |
* | --- |
* | "gender" |
*
* @param {Book_Gap_GenderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_gender = /** @type {((inputs?: Book_Gap_GenderInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Gap_GenderInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_gap_gender(inputs)
	return id_book_gap_gender(inputs)
});