/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_PlateInputs */

const id_book_plate = /** @type {(inputs: Book_PlateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor Kendaraan`)
};

const en_book_plate = /** @type {(inputs: Book_PlateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plate Number`)
};

/**
* | output |
* | --- |
* | "Plate Number" |
*
* @param {Book_PlateInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_plate = /** @type {((inputs?: Book_PlateInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_PlateInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_plate(inputs)
	return id_book_plate(inputs)
});