/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Closed_CancelledInputs */

const id_book_closed_cancelled = /** @type {(inputs: Book_Closed_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan ini dibatalkan oleh operator. Silakan pilih jadwal lain.`)
};

const en_book_closed_cancelled = /** @type {(inputs: Book_Closed_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The operator has cancelled this departure. Please choose another departure.`)
};

/**
* | output |
* | --- |
* | "The operator has cancelled this departure. Please choose another departure." |
*
* @param {Book_Closed_CancelledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_closed_cancelled = /** @type {((inputs?: Book_Closed_CancelledInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Closed_CancelledInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_closed_cancelled(inputs)
	return id_book_closed_cancelled(inputs)
});