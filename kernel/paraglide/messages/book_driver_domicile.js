/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Driver_DomicileInputs */

const id_book_driver_domicile = /** @type {(inputs: Book_Driver_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domisili Pengemudi`)
};

const en_book_driver_domicile = /** @type {(inputs: Book_Driver_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver's Home Town`)
};

/**
* | output |
* | --- |
* | "Driver's Home Town" |
*
* @param {Book_Driver_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_domicile = /** @type {((inputs?: Book_Driver_DomicileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Driver_DomicileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_driver_domicile(inputs)
	return id_book_driver_domicile(inputs)
});