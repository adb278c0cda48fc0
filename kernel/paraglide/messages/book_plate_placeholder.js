/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Plate_PlaceholderInputs */

const id_book_plate_placeholder = /** @type {(inputs: Book_Plate_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contoh: BK 1234 ABC`)
};

const en_book_plate_placeholder = /** @type {(inputs: Book_Plate_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Example: BK 1234 ABC`)
};

/**
* | output |
* | --- |
* | "Example: BK 1234 ABC" |
*
* @param {Book_Plate_PlaceholderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_plate_placeholder = /** @type {((inputs?: Book_Plate_PlaceholderInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Plate_PlaceholderInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_plate_placeholder(inputs)
	return id_book_plate_placeholder(inputs)
});