/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Passenger_ListInputs */

const id_book_passenger_list = /** @type {(inputs: Book_Passenger_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daftar penumpang`)
};

const en_book_passenger_list = /** @type {(inputs: Book_Passenger_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passenger list`)
};

/**
* | output |
* | --- |
* | "Passenger list" |
*
* @param {Book_Passenger_ListInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_passenger_list = /** @type {((inputs?: Book_Passenger_ListInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Passenger_ListInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_passenger_list(inputs)
	return id_book_passenger_list(inputs)
});