/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Vehicle_ClassInputs */

const id_book_vehicle_class = /** @type {(inputs: Book_Vehicle_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golongan Kendaraan`)
};

const en_book_vehicle_class = /** @type {(inputs: Book_Vehicle_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle Class`)
};

/**
* | output |
* | --- |
* | "Vehicle Class" |
*
* @param {Book_Vehicle_ClassInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_vehicle_class = /** @type {((inputs?: Book_Vehicle_ClassInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Vehicle_ClassInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_vehicle_class(inputs)
	return id_book_vehicle_class(inputs)
});