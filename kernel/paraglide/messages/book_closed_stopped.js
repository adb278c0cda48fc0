/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Closed_StoppedInputs */

const id_book_closed_stopped = /** @type {(inputs: Book_Closed_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penjualan tiket keberangkatan ini ditutup oleh operator. Silakan pilih jadwal lain.`)
};

const en_book_closed_stopped = /** @type {(inputs: Book_Closed_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The operator has closed ticket sales for this departure. Please choose another departure.`)
};

/**
* | output |
* | --- |
* | "The operator has closed ticket sales for this departure. Please choose another departure." |
*
* @param {Book_Closed_StoppedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_closed_stopped = /** @type {((inputs?: Book_Closed_StoppedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Closed_StoppedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_closed_stopped(inputs)
	return id_book_closed_stopped(inputs)
});