/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Gender_MaleInputs */

const id_book_gender_male = /** @type {(inputs: Book_Gender_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laki - laki`)
};

const en_book_gender_male = /** @type {(inputs: Book_Gender_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Male`)
};

/**
* | output |
* | --- |
* | "Male" |
*
* @param {Book_Gender_MaleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gender_male = /** @type {((inputs?: Book_Gender_MaleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Gender_MaleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_gender_male(inputs)
	return id_book_gender_male(inputs)
});