/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Driver_AgeInputs */

const id_book_driver_age = /** @type {(inputs: Book_Driver_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia Pengemudi`)
};

const en_book_driver_age = /** @type {(inputs: Book_Driver_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver's Age`)
};

/**
* | output |
* | --- |
* | "Driver's Age" |
*
* @param {Book_Driver_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_age = /** @type {((inputs?: Book_Driver_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Driver_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_driver_age(inputs)
	return id_book_driver_age(inputs)
});