/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Book_IncreaseInputs */

const id_book_increase = /** @type {(inputs: Book_IncreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tambah penumpang ${i?.type}`)
};

const en_book_increase = /** @type {(inputs: Book_IncreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One more ${i?.type} passenger`)
};

/**
* | output |
* | --- |
* | "One more {type} passenger" |
*
* @param {Book_IncreaseInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_increase = /** @type {((inputs: Book_IncreaseInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_IncreaseInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_increase(inputs)
	return id_book_increase(inputs)
});