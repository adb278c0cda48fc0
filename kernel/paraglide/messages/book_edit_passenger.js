/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Book_Edit_PassengerInputs */

const id_book_edit_passenger = /** @type {(inputs: Book_Edit_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ubah penumpang ${i?.name}`)
};

const en_book_edit_passenger = /** @type {(inputs: Book_Edit_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit passenger ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Edit passenger {name}" |
*
* @param {Book_Edit_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_edit_passenger = /** @type {((inputs: Book_Edit_PassengerInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Edit_PassengerInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_edit_passenger(inputs)
	return id_book_edit_passenger(inputs)
});