/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Load_FailedInputs */

const id_book_load_failed = /** @type {(inputs: Book_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data pemesanan gagal dimuat.`)
};

const en_book_load_failed = /** @type {(inputs: Book_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The booking data could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The booking data could not be loaded." |
*
* @param {Book_Load_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_load_failed = /** @type {((inputs?: Book_Load_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Load_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_load_failed(inputs)
	return id_book_load_failed(inputs)
});