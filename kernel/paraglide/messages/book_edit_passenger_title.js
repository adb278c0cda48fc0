/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Edit_Passenger_TitleInputs */

const id_book_edit_passenger_title = /** @type {(inputs: Book_Edit_Passenger_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Penumpang`)
};

const en_book_edit_passenger_title = /** @type {(inputs: Book_Edit_Passenger_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Passenger`)
};

/**
* | output |
* | --- |
* | "Edit Passenger" |
*
* @param {Book_Edit_Passenger_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_edit_passenger_title = /** @type {((inputs?: Book_Edit_Passenger_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Edit_Passenger_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_edit_passenger_title(inputs)
	return id_book_edit_passenger_title(inputs)
});