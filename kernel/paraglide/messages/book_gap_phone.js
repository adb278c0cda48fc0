/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Gap_PhoneInputs */

const id_book_gap_phone = /** @type {(inputs: Book_Gap_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nomor HP`)
};

const en_book_gap_phone = /** @type {(inputs: Book_Gap_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mobile number`)
};

/**
* | output |
* | --- |
* | "mobile number" |
*
* @param {Book_Gap_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_phone = /** @type {((inputs?: Book_Gap_PhoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Gap_PhoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_gap_phone(inputs)
	return id_book_gap_phone(inputs)
});