/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Book_Per_PersonInputs */

const id_book_per_person = /** @type {(inputs: Book_Per_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} / orang`)
};

const en_book_per_person = /** @type {(inputs: Book_Per_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} / person`)
};

/**
* | output |
* | --- |
* | "{fee} / person" |
*
* @param {Book_Per_PersonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_per_person = /** @type {((inputs: Book_Per_PersonInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Per_PersonInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_per_person(inputs)
	return id_book_per_person(inputs)
});