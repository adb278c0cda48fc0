/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Driver_TitleInputs */

const id_book_driver_title = /** @type {(inputs: Book_Driver_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Pengemudi`)
};

const en_book_driver_title = /** @type {(inputs: Book_Driver_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver`)
};

/**
* | output |
* | --- |
* | "Driver" |
*
* @param {Book_Driver_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_driver_title = /** @type {((inputs?: Book_Driver_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Driver_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_driver_title(inputs)
	return id_book_driver_title(inputs)
});