/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Passenger_TitleInputs */

const id_book_passenger_title = /** @type {(inputs: Book_Passenger_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Penumpang`)
};

const en_book_passenger_title = /** @type {(inputs: Book_Passenger_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passengers`)
};

/**
* | output |
* | --- |
* | "Passengers" |
*
* @param {Book_Passenger_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_passenger_title = /** @type {((inputs?: Book_Passenger_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Passenger_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_passenger_title(inputs)
	return id_book_passenger_title(inputs)
});