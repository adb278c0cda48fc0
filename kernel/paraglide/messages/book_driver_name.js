/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Driver_NameInputs */

const id_book_driver_name = /** @type {(inputs: Book_Driver_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama Pengemudi`)
};

const en_book_driver_name = /** @type {(inputs: Book_Driver_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver's Name`)
};

/**
* | output |
* | --- |
* | "Driver's Name" |
*
* @param {Book_Driver_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_name = /** @type {((inputs?: Book_Driver_NameInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Driver_NameInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_driver_name(inputs)
	return id_book_driver_name(inputs)
});