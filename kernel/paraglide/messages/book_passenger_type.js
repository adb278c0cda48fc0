/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Passenger_TypeInputs */

const id_book_passenger_type = /** @type {(inputs: Book_Passenger_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jenis Penumpang`)
};

const en_book_passenger_type = /** @type {(inputs: Book_Passenger_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passenger Type`)
};

/**
* | output |
* | --- |
* | "Passenger Type" |
*
* @param {Book_Passenger_TypeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_passenger_type = /** @type {((inputs?: Book_Passenger_TypeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Passenger_TypeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_passenger_type(inputs)
	return id_book_passenger_type(inputs)
});