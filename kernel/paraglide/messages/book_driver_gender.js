/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Driver_GenderInputs */

const id_book_driver_gender = /** @type {(inputs: Book_Driver_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jenis Kelamin Pengemudi`)
};

const en_book_driver_gender = /** @type {(inputs: Book_Driver_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver's Gender`)
};

/**
* | output |
* | --- |
* | "Driver's Gender" |
*
* @param {Book_Driver_GenderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_gender = /** @type {((inputs?: Book_Driver_GenderInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Driver_GenderInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_driver_gender(inputs)
	return id_book_driver_gender(inputs)
});