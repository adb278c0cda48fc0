/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, qty: NonNullable<unknown> }} Nearest_BookInputs */

const id_nearest_book = /** @type {(inputs: Nearest_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesan ${i?.time}, ${i?.qty} tiket tersedia`)
};

const en_nearest_book = /** @type {(inputs: Nearest_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book ${i?.time}, ${i?.qty} tickets available`)
};

/**
* | output |
* | --- |
* | "Book {time}, {qty} tickets available" |
*
* @param {Nearest_BookInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nearest_book = /** @type {((inputs: Nearest_BookInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nearest_BookInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_nearest_book(inputs)
	return id_nearest_book(inputs)
});