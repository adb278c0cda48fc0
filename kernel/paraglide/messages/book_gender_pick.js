/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Gender_PickInputs */

const id_book_gender_pick = /** @type {(inputs: Book_Gender_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih jenis kelamin`)
};

const en_book_gender_pick = /** @type {(inputs: Book_Gender_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a gender`)
};

/**
* | output |
* | --- |
* | "Choose a gender" |
*
* @param {Book_Gender_PickInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gender_pick = /** @type {((inputs?: Book_Gender_PickInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Gender_PickInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_gender_pick(inputs)
	return id_book_gender_pick(inputs)
});