/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, age: NonNullable<unknown>, domicile: NonNullable<unknown> }} Book_Passenger_LineInputs */

const id_book_passenger_line = /** @type {(inputs: Book_Passenger_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} · ${i?.age} tahun · ${i?.domicile}`)
};

const en_book_passenger_line = /** @type {(inputs: Book_Passenger_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} · ${i?.age} years · ${i?.domicile}`)
};

/**
* | output |
* | --- |
* | "{type} · {age} years · {domicile}" |
*
* @param {Book_Passenger_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_passenger_line = /** @type {((inputs: Book_Passenger_LineInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Passenger_LineInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_passenger_line(inputs)
	return id_book_passenger_line(inputs)
});