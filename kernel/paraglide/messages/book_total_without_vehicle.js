/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Total_Without_VehicleInputs */

const id_book_total_without_vehicle = /** @type {(inputs: Book_Total_Without_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum termasuk kendaraan: pilih golongan kendaraan.`)
};

const en_book_total_without_vehicle = /** @type {(inputs: Book_Total_Without_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle not included yet: choose a vehicle class.`)
};

/**
* | output |
* | --- |
* | "Vehicle not included yet: choose a vehicle class." |
*
* @param {Book_Total_Without_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_total_without_vehicle = /** @type {((inputs?: Book_Total_Without_VehicleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Total_Without_VehicleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_total_without_vehicle(inputs)
	return id_book_total_without_vehicle(inputs)
});