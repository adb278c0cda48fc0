/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Vehicle_TitleInputs */

const id_book_vehicle_title = /** @type {(inputs: Book_Vehicle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Kendaraan`)
};

const en_book_vehicle_title = /** @type {(inputs: Book_Vehicle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle`)
};

/**
* | output |
* | --- |
* | "Vehicle" |
*
* @param {Book_Vehicle_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_vehicle_title = /** @type {((inputs?: Book_Vehicle_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Vehicle_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_vehicle_title(inputs)
	return id_book_vehicle_title(inputs)
});