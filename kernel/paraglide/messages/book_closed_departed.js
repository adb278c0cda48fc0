/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Closed_DepartedInputs */

const id_book_closed_departed = /** @type {(inputs: Book_Closed_DepartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kapal untuk keberangkatan ini sudah berangkat. Silakan pilih jadwal lain.`)
};

const en_book_closed_departed = /** @type {(inputs: Book_Closed_DepartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ship for this departure has already left. Please choose another departure.`)
};

/**
* | output |
* | --- |
* | "The ship for this departure has already left. Please choose another departure." |
*
* @param {Book_Closed_DepartedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_closed_departed = /** @type {((inputs?: Book_Closed_DepartedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Closed_DepartedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_closed_departed(inputs)
	return id_book_closed_departed(inputs)
});