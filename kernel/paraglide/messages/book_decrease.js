/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Book_DecreaseInputs */

const id_book_decrease = /** @type {(inputs: Book_DecreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kurangi penumpang ${i?.type}`)
};

const en_book_decrease = /** @type {(inputs: Book_DecreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One ${i?.type} passenger fewer`)
};

/**
* | output |
* | --- |
* | "One {type} passenger fewer" |
*
* @param {Book_DecreaseInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_decrease = /** @type {((inputs: Book_DecreaseInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_DecreaseInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_decrease(inputs)
	return id_book_decrease(inputs)
});