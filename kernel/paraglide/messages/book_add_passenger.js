/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Add_PassengerInputs */

const id_book_add_passenger = /** @type {(inputs: Book_Add_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Penumpang`)
};

const en_book_add_passenger = /** @type {(inputs: Book_Add_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Passenger`)
};

/**
* | output |
* | --- |
* | "Add Passenger" |
*
* @param {Book_Add_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_add_passenger = /** @type {((inputs?: Book_Add_PassengerInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Add_PassengerInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_add_passenger(inputs)
	return id_book_add_passenger(inputs)
});