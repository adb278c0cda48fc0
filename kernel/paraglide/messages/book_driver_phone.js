/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Driver_PhoneInputs */

const id_book_driver_phone = /** @type {(inputs: Book_Driver_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor HP Pengemudi`)
};

const en_book_driver_phone = /** @type {(inputs: Book_Driver_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver's Mobile Number`)
};

/**
* | output |
* | --- |
* | "Driver's Mobile Number" |
*
* @param {Book_Driver_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_phone = /** @type {((inputs?: Book_Driver_PhoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Driver_PhoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_driver_phone(inputs)
	return id_book_driver_phone(inputs)
});