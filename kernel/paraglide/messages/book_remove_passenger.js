/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Book_Remove_PassengerInputs */

const id_book_remove_passenger = /** @type {(inputs: Book_Remove_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hapus penumpang ${i?.name}`)
};

const en_book_remove_passenger = /** @type {(inputs: Book_Remove_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove passenger ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove passenger {name}" |
*
* @param {Book_Remove_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_remove_passenger = /** @type {((inputs: Book_Remove_PassengerInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Remove_PassengerInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_remove_passenger(inputs)
	return id_book_remove_passenger(inputs)
});