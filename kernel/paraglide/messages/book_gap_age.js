/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Gap_AgeInputs */

const id_book_gap_age = /** @type {(inputs: Book_Gap_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`usia`)
};

const en_book_gap_age = /** @type {(inputs: Book_Gap_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`age`)
};

/**
* | output |
* | --- |
* | "age" |
*
* @param {Book_Gap_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_age = /** @type {((inputs?: Book_Gap_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Gap_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_gap_age(inputs)
	return id_book_gap_age(inputs)
});